//! The live page's keys (`live_text`), declared with the words' `keys!`.

keys! {
    /// A text of the live page.
    pub enum LiveText {
        /// The page's title (and the share sheet's).
        PlayFriend,
        /// The game page's header link to the live page (short: it shares a phone's row).
        PlayOnline,
        /// What the page is for, before an invitation.
        SetupIntro,
        /// The clock choice's label.
        Clock,
        /// No clock.
        NoClock,
        /// The colour choice's label.
        YourColour,
        /// White.
        White,
        /// Black.
        Black,
        /// Either colour, drawn by lot.
        Random,
        /// The button that makes the invitation.
        CreateInvite,
        /// While the connection is prepared.
        Preparing,
        /// Step 1 for the host.
        SendInvite,
        /// How long an invitation lasts.
        InviteLasts,
        /// Step 2 for the host.
        PasteReply,
        /// The button that connects with the pasted reply.
        Connect,
        /// Copy a code or link.
        Copy,
        /// Copied.
        Copied,
        /// Share through the device's share sheet.
        Share,
        /// The guest's heading.
        Invited,
        /// The guest plays White.
        YouPlayWhite,
        /// The guest plays Black.
        YouPlayBlack,
        /// The guest's step.
        SendReply,
        /// Waiting for the friend.
        Waiting,
        /// Connected.
        Connected,
        /// The friend left.
        Gone,
        /// Claim the game after the countdown.
        ClaimWin,
        /// Call the game drawn after the countdown.
        CallDraw,
        /// Go on by correspondence links.
        ByLinks,
        /// Resign.
        Resign,
        /// Offer a draw.
        OfferDraw,
        /// Ask to take a move back.
        AskTakeback,
        /// Call the game off.
        Abort,
        /// Ask for a rematch.
        Rematch,
        /// Yes to a proposal.
        Accept,
        /// No to a proposal.
        Decline,
        /// The friend offers a draw.
        OfferedDraw,
        /// The friend asks to take back.
        OfferedTakeback,
        /// The friend wants a rematch.
        OfferedRematch,
        /// Waiting for the friend's answer.
        Asked,
        /// The friend said yes.
        AnsweredYes,
        /// The friend said no.
        AnsweredNo,
        /// The game was called off.
        Aborted,
        /// Hints and analysis are off.
        FairPlay,
        /// The label of the chat phrases.
        Say,
        /// The heading of what the friend said.
        FriendSays,
        /// An invitation that cannot be read.
        BadInvite,
        /// An invitation of another version.
        OtherVersion,
        /// A reply that cannot be read.
        BadReply,
        /// A reply to another invitation.
        OtherInvite,
        /// The connection failed.
        Failed,
        /// This device has no network to connect through.
        NoNetwork,
        /// A message of the friend was refused.
        Resynced,
        /// The friend's device said something about the clocks that could not be true.
        ClockRefused,
        /// The host's device sent a game that differs from the one played here.
        HostGameRefused,
        /// The fold of the connection servers and the room server, under the plain choices.
        Network,
        /// Start again with a new invitation.
        NewInvite,
        /// Save the finished game.
        SavePdn,
        /// The connection servers setting.
        Servers,
        /// `ice=none`.
        ServersNone,
        /// `ice=default`.
        ServersDefault,
        /// The player's own servers.
        ServersOwn,
        /// Servers that cannot be read.
        BadServers,
        /// The room server's label (a setting: `signal=`).
        Signal,
        /// A room server address that cannot be used.
        BadSignal,
        /// The host's step with a room server: one link, nothing to paste.
        RoomInvite,
        /// A spectator's line.
        Watching,
        /// The room server cannot be reached.
        RoomUnreachable,
        /// The caption of the invitation's QR code.
        InviteQr,
        /// The caption of the reply link's QR code.
        ReplyQr,
        /// What a QR code is, for screen readers.
        QrLabel,
        /// Copy a link.
        CopyLink,
        /// The guest's second way: the code to paste.
        ReplyCode,
        /// A reply link's tab hands the reply to the invitation's tab.
        HandingOver,
        /// The invitation's tab took the reply.
        HandedOver,
        /// Close a reply link's tab.
        CloseTab,
        /// No tab of this browser waits for the reply.
        NoTabWaiting,
    }
}
