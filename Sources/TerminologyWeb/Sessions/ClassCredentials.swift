import Foundation
import HTTPServer
import TerminologyKit

/// What lets people in: the class code students join with, the teacher's sign-in token printed at start, and the
/// teacher's password (its PBKDF2 hash) when one was set with `sanasto serve --set-password`.
///
/// The class code and the password hash are kept in the library's settings; the token is new at every start and
/// lives only in memory (and on the terminal that started the server).
public final class ClassCredentials: Sendable {
    static let classCodeKey = "web.classCode"
    static let passwordKey = "web.teacherPassword"

    private let store: TerminologyStore
    private let code: Locked<String>
    /// The teacher's sign-in token for this run of the server.
    public let teacherToken: String

    /// The credentials kept in `store` (a class code is made and kept when there is none), with a new teacher token.
    public init(store: TerminologyStore, teacherToken: String = SecureToken.make(byteCount: 16)) throws {
        self.store = store
        self.teacherToken = teacherToken
        let existing = try store.read { try $0.setting(Self.classCodeKey) }
        let current: String
        if let existing, !existing.isEmpty {
            current = existing
        } else {
            current = SecureToken.code()
            try store.write { try $0.setSetting(current, for: Self.classCodeKey) }
        }
        code = Locked(current)
    }

    /// The code students join with now.
    public var classCode: String { code.withLock { $0 } }

    /// Makes a new class code (the old one stops working; students who joined stay joined) and returns it.
    @discardableResult
    public func rotateClassCode() throws -> String {
        let next = SecureToken.code()
        try store.write { try $0.setSetting(next, for: Self.classCodeKey) }
        code.withLock { $0 = next }
        return next
    }

    /// Whether `text` is the class code (ignoring case, spaces and dashes, as people type codes).
    public func acceptsClassCode(_ text: String) -> Bool {
        let typed = text.uppercased().filter { !$0.isWhitespace && $0 != "-" }
        return !typed.isEmpty && SecureToken.constantTimeEqual(typed, classCode)
    }

    /// Whether `secret` is the teacher's token or password.
    public func acceptsTeacher(_ secret: String) -> Bool {
        let trimmed = secret.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return false }
        if SecureToken.constantTimeEqual(trimmed, teacherToken) { return true }
        guard let stored = try? store.read({ try $0.setting(Self.passwordKey) }) else { return false }
        // The password as typed: leading and trailing spaces can be part of it.
        return PasswordHasher.verify(secret, against: stored)
    }

    /// Whether the teacher has a password.
    public var hasPassword: Bool { ((try? store.read { try $0.setting(Self.passwordKey) }) ?? nil) != nil }

    /// Sets the teacher's password in `store` (only its hash is kept).
    public static func setPassword(_ password: String, in store: TerminologyStore) throws {
        let hash = PasswordHasher.hash(password)
        try store.write { try $0.setSetting(hash, for: passwordKey) }
    }
}
