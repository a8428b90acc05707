import Foundation

/// A terminology with all its categories and concepts, as one value: what an import took in.
///
/// Its canonical JSON (sorted keys, ISO 8601 dates with fractional seconds, no whitespace) is how the store keeps
/// it, so that a snapshot reads back equal to what was stored.
public struct TerminologySnapshot: Hashable, Codable, Sendable {
    /// The terminology's metadata, as its author had it.
    public var terminology: Terminology
    /// Its categories in order.
    public var categories: [Category]
    /// Its concepts in order.
    public var concepts: [Concept]

    public init(terminology: Terminology, categories: [Category], concepts: [Concept]) {
        self.terminology = terminology
        self.categories = categories
        self.concepts = concepts
    }

    /// The canonical JSON text of the snapshot.
    public func canonicalJSON() throws -> String {
        let data = try Self.encoder.encode(self)
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads a snapshot from its canonical JSON.
    public init(canonicalJSON text: String) throws {
        self = try Self.decoder.decode(TerminologySnapshot.self, from: Data(text.utf8))
    }

    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Timestamp(date).iso8601)
        }
        return encoder
    }

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let timestamp = Timestamp(iso8601: text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO 8601 date: \(text)")
            }
            return timestamp.date
        }
        return decoder
    }
}
