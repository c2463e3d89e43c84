
## BallotText: ballot_text

ballot-start = Начало
ballot-initial = Начальная позиция
ballot-random = Дебют по жребию
ballot-opening = Дебют
ballot-named = Дебюты с названием
