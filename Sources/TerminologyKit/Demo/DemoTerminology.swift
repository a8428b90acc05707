import Foundation

/// The demo terminology the app ships: "Solubiologian perustermit", 60 concepts of the Finnish upper-secondary
/// biology module BI3 (Solu ja perinnöllisyys) in Finnish, English and Turkish, in six categories — one of
/// them empty and one with a single concept, so that the category list shows every plural form.
///
/// It is a `.sanasto` bundle in the package's resources (`Resources/Demo/biology.sanasto`), written for the
/// project. `sanasto demo` installs it with `install(into:)`.
public enum DemoTerminology {
    /// The demo's id (the same in every library, so that installing it twice finds it).
    public static let id = StableUUID.make(namespace: StableUUID.sanastoNamespace, name: "demo:biology")

    /// The bundled file.
    public static var url: URL? {
        Bundle.module.url(forResource: "biology", withExtension: "sanasto", subdirectory: "Demo")
            ?? Bundle.module.url(forResource: "biology", withExtension: "sanasto")
    }

    /// The bundled file's bytes.
    static func data() throws -> Data {
        guard let url else { throw ExchangeError(.unreadable, "the demo terminology is missing from the package's resources") }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ExchangeError(.unreadable, "the demo terminology cannot be read: \(error.localizedDescription)", file: url.path)
        }
    }

    /// The demo as it ships.
    public static func snapshot() throws -> TerminologySnapshot {
        try TerminologyImporter.readSnapshot(from: .data(try data(), fileName: "biology.sanasto")).snapshot
    }

    /// Puts the demo into `store` as a copy to study, and returns it. When the library has it already, it is
    /// left as it is — with the student's progress and own terms — unless this version of Sanasto ships a
    /// newer revision, which is merged into it.
    @discardableResult
    public static func install(into store: TerminologyStore) throws -> Terminology {
        let data = try data()
        let input = ExchangeInput.data(data, fileName: "biology.sanasto")
        let existing = try store.read { reader -> Terminology? in
            if let copy = try reader.copies(of: id).first { return copy }
            return try reader.terminology(id: id)
        }
        guard let existing else {
            return try TerminologyImporter(store: store).importTerminology(from: input).terminology
        }
        let shipped = try snapshot().terminology.revision
        if let origin = existing.origin, origin.sourceRevision < shipped {
            try TerminologyMerger(store: store).merge(input, into: existing.id)
            return try store.read { try $0.terminology(id: existing.id) } ?? existing
        }
        return existing
    }
}
