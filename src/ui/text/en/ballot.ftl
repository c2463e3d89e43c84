
## BallotText: ballot_text

ballot-start = Start
ballot-initial = Initial position
ballot-random = Random ballot opening
ballot-opening = Opening
ballot-named = Named openings
