import OffloadCore

/// The channel a communication uses, from its verb: call, email or message.
enum CommunicationChannels {
    private static let byVerb: [String: CommunicationChannel] = [
        "call": .call, "phone": .call, "ring": .call, "facetime": .call, "skype": .call, "telephone": .call,
        "videocall": .call,
        "email": .email, "e-mail": .email, "mail": .email, "reply": .email, "respond": .email, "write": .email,
        "text": .message, "txt": .message, "message": .message, "msg": .message, "ping": .message, "dm": .message,
        "whatsapp": .message, "sms": .message, "slack": .message, "imessage": .message, "wa": .message,
        "llamar": .call, "anrufen": .call, "schreiben": .message,
    ]

    static func channel(in tokens: [Token]) -> CommunicationChannel? {
        for token in tokens where token.kind == .word {
            if let channel = byVerb[token.normalized] { return channel }
        }
        if tokens.contains(where: { $0.kind == .email }) { return .email }
        if tokens.contains(where: { $0.kind == .phone }) { return .call }
        return nil
    }
}
