/// The Turkish grammatical cases a name can be inflected in (the suffix written after an apostrophe).
public enum TurkishCase: String, Sendable, Hashable, CaseIterable {
    /// Yönelme: `Sanasto'ya`, `Not'a`, `İzmir'e`.
    case dative
    /// Bulunma: `Sanasto'da`, `Not'ta`, `İzmir'de`.
    case locative
    /// Ayrılma: `Sanasto'dan`, `Not'tan`.
    case ablative
    /// Belirtme: `Sanasto'yu`, `Not'u`, `İzmir'i`.
    case accusative
    /// İlgi: `Sanasto'nun`, `Not'un`, `İzmir'in`.
    case genitive
    /// Vasıta (ile): `Sanasto'yla`, `Not'la`, `İzmir'le`.
    case instrumental
    /// Third-person possessive: `Sanasto'su`, `Not'u`.
    case possessive
}
