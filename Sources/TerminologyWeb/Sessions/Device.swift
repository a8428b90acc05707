import Foundation
import TerminologyKit

/// A browser the server remembers by its device cookie: who uses it and what it may do.
///
/// The cookie holds a random secret; the server keeps only its SHA-256, so a copy of the library or the logs cannot
/// be turned back into a working cookie.
public struct Device: Sendable, Hashable {
    /// A public identifier (random, unrelated to the cookie's secret): whose progress and focus this is.
    public var id: String
    /// What the device may do.
    public var role: WebRole
    /// The name the student joined with (the teacher's is "Teacher").
    public var name: String
    /// The token every state-changing request from this device must carry (form field `csrf`, header `X-CSRF-Token`).
    public var csrfToken: String
    /// The student's own terminology, once they added a term of their own.
    public var ownTerminologyID: UUID?
    /// Whether the student lets their study results count, anonymously, in the teacher's "hardest terms" view.
    public var sharesDifficulty: Bool

    /// A new visitor device.
    public init(id: String = SecureToken.make(byteCount: 12), role: WebRole = .visitor, name: String = "",
                csrfToken: String = SecureToken.make(), ownTerminologyID: UUID? = nil, sharesDifficulty: Bool = false) {
        self.id = id
        self.role = role
        self.name = name
        self.csrfToken = csrfToken
        self.ownTerminologyID = ownTerminologyID
        self.sharesDifficulty = sharesDifficulty
    }

    /// Whose study progress and learned marks the device reads and writes.
    public var learner: LearnerID { LearnerID("web:" + id) }

    /// Whose course focus the device has.
    public var focusOwner: String { "web:" + id }
}
