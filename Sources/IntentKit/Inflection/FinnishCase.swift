/// The Finnish locative cases a name can be inflected in.
public enum FinnishCase: String, Sendable, Hashable, CaseIterable {
    /// Into: `Sanastoon`.
    case illative
    /// In: `Sanastossa`.
    case inessive
    /// Out of: `Sanastosta`.
    case elative
    /// On, at, with: `Sanastolla`.
    case adessive
}
