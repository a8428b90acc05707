import Testing
@testable import TerminologyKit
import _SanastoTestSupport

@Suite struct TextFoldingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var input: String
        var folded: String
        var why: String
        var testDescription: String { "\(input) → \(folded) (\(why))" }
    }

    static let cases: [Case] = [
        Case(input: "Fotosynteesi", folded: "fotosynteesi", why: "case"),
        Case(input: "  soluhengitys \t\n ja  käyminen ", folded: "soluhengitys ja käyminen", why: "white space collapsed and trimmed"),
        Case(input: "sää", folded: "sää", why: "Finnish ä kept"),
        Case(input: "SÄÄ", folded: "sää", why: "capital Ä lowercased, kept"),
        Case(input: "saa", folded: "saa", why: "a stays a"),
        Case(input: "Åbo", folded: "åbo", why: "Swedish å kept"),
        Case(input: "höyry", folded: "höyry", why: "ö kept"),
        Case(input: "ho\u{0308}yry", folded: "höyry", why: "decomposed ö composed"),
        Case(input: "Ærø", folded: "ärö", why: "æ → ä, ø → ö"),
        Case(input: "café", folded: "cafe", why: "é folded"),
        Case(input: "naïve façade", folded: "naive facade", why: "ï and ç folded"),
        Case(input: "Über", folded: "uber", why: "ü is not a Finnish letter"),
        Case(input: "ısı", folded: "isi", why: "Turkish dotless ı"),
        Case(input: "ISI", folded: "isi", why: "Turkish capital of ısı"),
        Case(input: "isi", folded: "isi", why: "typed without ı"),
        Case(input: "İSİ", folded: "isi", why: "Turkish dotted capital İ"),
        Case(input: "İstanbul", folded: "istanbul", why: "İ lowercases without a combining dot"),
        Case(input: "fotosentez şekeri üretir, ağaç", folded: "fotosentez sekeri uretir, agac", why: "ş ü ğ ç folded"),
        Case(input: "Straße", folded: "strasse", why: "ß"),
        Case(input: "ﬁsh", folded: "fish", why: "ligature (NFKD)"),
        Case(input: "CO₂", folded: "co2", why: "subscript digit"),
        Case(input: "ＡＢＣ", folded: "abc", why: "full-width letters"),
        Case(input: "hiili\u{2011}dioksidi", folded: "hiili-dioksidi", why: "non-breaking hyphen"),
        Case(input: "Sanasto\u{2019}ya", folded: "sanasto'ya", why: "typographic apostrophe"),
        Case(input: "soft\u{00AD}hyphen", folded: "softhyphen", why: "soft hyphen dropped"),
        Case(input: "zero\u{200B}width", folded: "zerowidth", why: "zero-width space dropped"),
        Case(input: "ΟΔΟΣ", folded: "οδοσ", why: "Greek, final sigma unified"),
        Case(input: "οδός", folded: "οδοσ", why: "Greek accent and final sigma"),
        Case(input: "Йод", folded: "йод", why: "Cyrillic й keeps its breve"),
        Case(input: "ёлка", folded: "елка", why: "Cyrillic ё folded"),
        Case(input: "हिन्दी", folded: "हिन्दी", why: "Devanagari signs are part of their letters"),
        Case(input: "ｶﾞｲﾄﾞ", folded: "ガイド", why: "half-width katakana with dakuten"),
        Case(input: "łódź", folded: "lodz", why: "ł and accents"),
        Case(input: "", folded: "", why: "empty"),
        Case(input: " \n ", folded: "", why: "only white space"),
    ]

    @Test(arguments: cases)
    func folds(_ item: Case) {
        #expect(TextFolding.fold(item.input) == item.folded)
    }

    /// Pairs a reader calls the same word fold equal; pairs a reader tells apart do not.
    static let same: [(String, String)] = [
        ("ısı", "ISI"), ("ısı", "isi"), ("İSİ", "isi"), ("café", "CAFE"), ("fotosynteesi", "FOTOSYNTEESI"), ("ağaç", "agac"),
    ]
    static let different: [(String, String)] = [("sää", "saa"), ("kyllä", "kylla"), ("höyry", "hoyry"), ("Åland", "Aland")]

    @Test func readersExpectations() {
        for (left, right) in Self.same { #expect(TextFolding.fold(left) == TextFolding.fold(right), "\(left) ≠ \(right)") }
        for (left, right) in Self.different { #expect(TextFolding.fold(left) != TextFolding.fold(right), "\(left) = \(right)") }
    }

    /// The table-driven path for Latin text gives what the general path gives, character mix by character mix.
    @Test func latinFastPathAgreesWithTheGeneralPath() {
        var random = SeededGenerator(seed: 2024)
        let pieces: [String] = ["a", "A", "ä", "Ö", "å", "é", "İ", "ı", "ş", "ğ", "ß", "æ", "ø", "¨", "´", "\u{00A0}", " ", "\t", "\u{00AD}",
                                "ǆ", "ǅ", "ŀ", "ĳ", "ŉ", "ſ", "Ǆ", "-", "'", "1", "½", "ª", "µ", "\u{0085}", "\u{0301}", "ё"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined()
            #expect(TextFolding.fold(text) == TextFolding.foldAnyText(text), "\(Array(text.unicodeScalars))")
        }
        for value in 0x80..<0x250 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "x\(scalar)y \(scalar)"
            #expect(TextFolding.fold(text) == TextFolding.foldAnyText(text), "U+\(String(value, radix: 16))")
        }
    }

    @Test func foldingIsIdempotent() {
        for item in Self.cases { #expect(TextFolding.fold(TextFolding.fold(item.input)) == item.folded) }
    }

    @Test func resultIsNFC() {
        for item in Self.cases {
            let folded = TextFolding.fold(item.input)
            #expect(Array(folded.unicodeScalars) == Array(folded.precomposedStringWithCanonicalMapping.unicodeScalars))
        }
    }
}

import Foundation
