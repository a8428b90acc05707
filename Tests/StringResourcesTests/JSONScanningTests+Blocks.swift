import Foundation
import Testing
import _SanastoTestSupport
@testable import StringResources

/// The 64-byte block scanner that skips the localizations of languages not asked for, against the byte loop it
/// stands for (restated here): the same end, and the same error at the same offset, for any bytes at all.
extension JSONScanningTests {
    /// The byte loop: a quote opens or closes a string, a backslash in a string takes the next byte along,
    /// brackets outside strings are counted.
    static func referenceSkip(_ bytes: [UInt8], from start: Int, maximumDepth: Int) -> Result<Int, JSONParser.Failure> {
        var position = start
        var depth = 0
        while true {
            guard position < bytes.count else {
                return .failure(JSONParser.Failure(offset: start, message: "unexpected end of input, expected '}' or ']'"))
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let stringStart = position
                position += 1
                while true {
                    while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\") { position += 1 }
                    guard position < bytes.count else {
                        return .failure(JSONParser.Failure(offset: stringStart, message: "unterminated string"))
                    }
                    if bytes[position] == UInt8(ascii: "\"") {
                        position += 1
                        break
                    }
                    position += 2
                }
            } else if byte | 0x20 == 0x7B {
                depth += 1
                guard depth <= maximumDepth else {
                    return .failure(JSONParser.Failure(offset: position, message: "arrays and objects nested deeper than \(maximumDepth) levels"))
                }
                position += 1
            } else if byte | 0x20 == 0x7D {
                depth -= 1
                position += 1
                if depth == 0 { return .success(position) }
            } else {
                position += 1
            }
        }
    }

    static func blockSkip(_ bytes: [UInt8], from start: Int, maximumDepth: Int) -> Result<Int, JSONParser.Failure> {
        bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONParser.Failure) -> Int in
                guard let base = buffer.baseAddress else { throw JSONParser.Failure(offset: 0, message: "empty") }
                return try JSONParser.skipContainer(base, count: buffer.count, from: start, maximumDepth: maximumDepth)
            }
        }
    }

    static func sameOutcome(_ lhs: Result<Int, JSONParser.Failure>, _ rhs: Result<Int, JSONParser.Failure>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let a), .success(let b)): a == b
        case (.failure(let a), .failure(let b)): a.offset == b.offset && a.message == b.message
        default: false
        }
    }

    static func describe(_ outcome: Result<Int, JSONParser.Failure>) -> String {
        switch outcome {
        case .success(let end): "ends at \(end)"
        case .failure(let failure): "\(failure.message) at \(failure.offset)"
        }
    }

    /// Texts that put an escape, a run of backslashes, a bracket in a string or the end of the text at and
    /// around each 64-byte boundary (the value starts at offset `lead`, so block boundaries fall at lead + 64k).
    static let boundaryCases: [(name: String, text: String)] = {
        var cases: [(String, String)] = []
        for gap in [0, 1, 2, 30, 59, 60, 61, 62, 63, 64, 65, 66, 126, 127, 128] {
            let pad = String(repeating: " ", count: gap)
            let inString = String(repeating: "a", count: gap)
            cases.append(("escaped quote after \(gap)", "{\"k\" : \"\(inString)\\\"}\" }"))
            cases.append(("escaped backslash then quote after \(gap)", "{\"k\" : \"\(inString)\\\\\" }"))
            cases.append(("three backslashes after \(gap)", "{\"k\" : \"\(inString)\\\\\\\"{\" }"))
            cases.append(("four backslashes after \(gap)", "{\"k\" : \"\(inString)\\\\\\\\\" }"))
            cases.append(("braces in a string after \(gap)", "{\(pad)\"{{[[\(inString)}}]]\" : {\"}\" : \"{\"}}"))
            cases.append(("nested after \(gap)", "{\(pad)[[{\"a\":[1,{\"b\":\"]\"}]}]]\(pad)}"))
            cases.append(("end of text in a string after \(gap)", "{\(pad)\"abc\(inString)"))
            cases.append(("end of text after a backslash after \(gap)", "{\(pad)\"abc\(inString)\\"))
            cases.append(("end of text outside strings after \(gap)", "{\(pad)\"a\" : [\(pad)"))
            cases.append(("string across blocks after \(gap)", "{\"k\" : \"\(inString)\(inString)\(inString)\", \(pad)\"x\" : {}}"))
            cases.append(("backslash outside a string after \(gap)", "{\(pad)\\\"}\" : 1 }"))
        }
        return cases
    }()

    @Test(arguments: boundaryCases)
    func blockScannerEndsWhereTheByteLoopEnds(name: String, text: String) {
        for lead in [0, 1, 7, 63] {
            let bytes = Array(String(repeating: "x", count: lead).utf8) + Array(text.utf8) + Array(String(repeating: " ", count: 70).utf8)
            for length in Set([lead + text.utf8.count, bytes.count, lead + text.utf8.count - 1, lead + 64, lead + 65]) where length > lead && length <= bytes.count {
                let prefix = Array(bytes[..<length])
                for depth in [2, 512] {
                    let expected = Self.referenceSkip(prefix, from: lead, maximumDepth: depth)
                    let found = Self.blockSkip(prefix, from: lead, maximumDepth: depth)
                    #expect(Self.sameOutcome(expected, found), "\(name), lead \(lead), length \(length), depth \(depth): \(Self.describe(found)), expected \(Self.describe(expected))")
                }
            }
        }
    }

    /// Random bytes drawn from the ones the scanner treats specially (seeded, so a failure repeats).
    @Test(arguments: 0..<8)
    func blockScannerMatchesTheByteLoopOnRandomBytes(seed: UInt64) {
        var generator = SeededGenerator(seed: seed &+ 0x5EED)
        let alphabets: [[UInt8]] = [
            Array("{}[]\"\\ a\n".utf8),
            Array("{}\"  aaaaaaa        \n".utf8),
            Array("{\"}\\\\\\ab".utf8),
            Array("{{{[[\"\"]]}}} \\".utf8),
            Array("{}[]\"\"\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\\".utf8),
        ]
        for iteration in 0..<3_000 {
            let alphabet = alphabets[iteration % alphabets.count]
            let length = Int.random(in: 1...700, using: &generator)
            var bytes = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
            let start = Int.random(in: 0..<min(length, 70), using: &generator)
            bytes[start] = Bool.random(using: &generator) ? UInt8(ascii: "{") : UInt8(ascii: "[")
            let depth = [3, 6, 512][iteration % 3]
            let expected = Self.referenceSkip(bytes, from: start, maximumDepth: depth)
            let found = Self.blockSkip(bytes, from: start, maximumDepth: depth)
            #expect(Self.sameOutcome(expected, found), "seed \(seed), iteration \(iteration): \(Self.describe(found)), expected \(Self.describe(expected))")
        }
    }

    /// A catalog whose skipped localizations are long and hold escapes, brackets in strings and backslash runs
    /// at every offset of a 64-byte block: the kept language reads as the full reader reads it.
    @Test(arguments: [0, 1, 2, 31, 32, 61, 62, 63, 64, 65, 127])
    func longSkippedLocalizationsEndWhereTheFullParserSaysTheyDo(shift: Int) throws {
        let pad = String(repeating: "y", count: shift)
        let long = String(repeating: "Tallenna muutokset ennen jatkamista ", count: 4)
        let tricky = "\(pad){\\\"[\\\\]}\\\\\\\"\(long)\\u0022}"
        var text = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        for key in 0..<3 {
            text += "    \"k\(key)\(pad)\" : {\n      \"localizations\" : {\n"
            text += "        \"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"\(tricky)\"\n          }\n        },\n"
            text += "        \"en\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"English \(key)\"\n          }\n        },\n"
            text += "        \"fi\" : {\n          \"variations\" : {\n            \"plural\" : {\n"
            text += "              \"one\" : {\n                \"stringUnit\" : {\n                  \"state\" : \"translated\",\n                  \"value\" : \"\(long)\(tricky)]\"\n                }\n              },\n"
            text += "              \"other\" : {\n                \"stringUnit\" : {\n                  \"state\" : \"translated\",\n                  \"value\" : \"[[\(tricky)\(pad)\"\n                }\n              }\n"
            text += "            }\n          }\n        }\n      }\n    }\(key < 2 ? "," : "")\n"
        }
        text += "  },\n  \"version\" : \"1.0\"\n}\n"
        let full = try StringCatalog(text: text)
        let index = try StringCatalogIndex(bytes: Array(text.utf8)) { language, _ in language == "en" }
        #expect(index.keys == full.strings.keys)
        let en = try #require(index.languages.firstIndex(of: "en"))
        for (position, key) in index.keys.enumerated() {
            #expect(try index.localization(key: position, language: en) == full.strings[key]?.localizations["en"])
        }
    }

    /// A catalog cut short inside a skipped localization reports what the byte loop reports there: the
    /// localization's bracket when the text ends outside a string, the string's quote when it ends inside one.
    @Test(arguments: [0, 5, 63, 64])
    func aCatalogCutShortInASkippedLocalizationKeepsItsError(shift: Int) throws {
        let pad = String(repeating: " ", count: shift)
        let value = String(repeating: "Säilytä \\\"muutokset\\\" {ennen} ", count: 6)
        let text = "{\"sourceLanguage\" : \"en\", \"strings\" : {\"k\" : {\"localizations\" : {\"de\" : {\(pad)\"stringUnit\" : {\"state\" : \"new\", \"value\" : \"\(value)\"}}, \"en\" : {\"stringUnit\" : {\"state\" : \"new\", \"value\" : \"x\"}}}}}, \"version\" : \"1.0\"}"
        let bytes = Array(text.utf8)
        // The bracket of the skipped `de` localization.
        let marker = Array("\"de\" : {".utf8)
        let skippedStart = try #require((0...(bytes.count - marker.count)).first { bytes[$0..<$0 + marker.count].elementsEqual(marker) }) + marker.count - 1
        for length in stride(from: skippedStart + 1, to: bytes.count - 40, by: 7) {
            let cut = Array(bytes[..<length])
            guard case .failure(let expected) = Self.referenceSkip(cut, from: skippedStart, maximumDepth: JSONDocument.defaultMaximumDepth) else {
                continue
            }
            #expect {
                try StringCatalogIndex(bytes: cut) { language, _ in language == "en" }
            } throws: { error in
                guard let error = error as? ResourceError else { return false }
                return error.message == expected.message && error.position == SourcePosition(offset: expected.offset, in: cut)
            }
        }
    }
}
