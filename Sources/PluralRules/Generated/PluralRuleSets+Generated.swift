// generated — do not edit
// CLDR 48 plural rules (plurals.json, ordinals.json, pluralRanges.json), Unicode licence.
// Regenerate with: swift run generate-plural-rules ../shared/cldr/48

// 63 distinct rule sets; each has an integer and an operands function.

extension PluralRuleData {
    static let cldrVersion = "48"

    /// The categories of each rule set, in CLDR order.
    static let ruleSetCategories: [[PluralCategory]] = [
        [.other],
        [.one, .other],
        [.one, .other],
        [.one, .other],
        [.zero, .one, .two, .few, .many, .other],
        [.one, .other],
        [.one, .few, .many, .other],
        [.zero, .one, .other],
        [.one, .two, .few, .many, .other],
        [.one, .few, .other],
        [.one, .many, .other],
        [.one, .other],
        [.one, .few, .many, .other],
        [.zero, .one, .two, .few, .many, .other],
        [.one, .other],
        [.one, .two, .few, .other],
        [.one, .many, .other],
        [.one, .other],
        [.one, .many, .other],
        [.one, .two, .few, .many, .other],
        [.one, .two, .few, .other],
        [.one, .two, .few, .many, .other],
        [.one, .two, .other],
        [.one, .other],
        [.one, .two, .other],
        [.zero, .one, .two, .few, .many, .other],
        [.zero, .one, .other],
        [.one, .few, .many, .other],
        [.zero, .one, .other],
        [.one, .other],
        [.one, .few, .other],
        [.one, .two, .few, .many, .other],
        [.one, .few, .many, .other],
        [.one, .many, .other],
        [.one, .few, .many, .other],
        [.one, .two, .few, .many, .other],
        [.one, .few, .other],
        [.one, .other],
        [.one, .two, .few, .other],
        [.one, .other],
        [.one, .two, .few, .many, .other],
        [.one, .few, .many, .other],
        [.few, .other],
        [.zero, .one, .few, .other],
        [.one, .two, .few, .other],
        [.zero, .one, .two, .few, .many, .other],
        [.one, .two, .few, .other],
        [.one, .two, .few, .other],
        [.one, .two, .few, .many, .other],
        [.one, .other],
        [.many, .other],
        [.one, .many, .other],
        [.many, .other],
        [.one, .two, .few, .other],
        [.one, .many, .other],
        [.many, .other],
        [.one, .two, .many, .other],
        [.one, .other],
        [.one, .two, .few, .many, .other],
        [.one, .many, .other],
        [.one, .other],
        [.few, .other],
        [.few, .other],
    ]

    /// The category of an integer under rule set `ruleSet`.
    static func category(ruleSet: Int, integer i: UInt64) -> PluralCategory {
        switch ruleSet {
        case 0: integer0(i)
        case 1: integer1(i)
        case 2: integer2(i)
        case 3: integer3(i)
        case 4: integer4(i)
        case 5: integer5(i)
        case 6: integer6(i)
        case 7: integer7(i)
        case 8: integer8(i)
        case 9: integer9(i)
        case 10: integer10(i)
        case 11: integer11(i)
        case 12: integer12(i)
        case 13: integer13(i)
        case 14: integer14(i)
        case 15: integer15(i)
        case 16: integer16(i)
        case 17: integer17(i)
        case 18: integer18(i)
        case 19: integer19(i)
        case 20: integer20(i)
        case 21: integer21(i)
        case 22: integer22(i)
        case 23: integer23(i)
        case 24: integer24(i)
        case 25: integer25(i)
        case 26: integer26(i)
        case 27: integer27(i)
        case 28: integer28(i)
        case 29: integer29(i)
        case 30: integer30(i)
        case 31: integer31(i)
        case 32: integer32(i)
        case 33: integer33(i)
        case 34: integer34(i)
        case 35: integer35(i)
        case 36: integer36(i)
        case 37: integer37(i)
        case 38: integer38(i)
        case 39: integer39(i)
        case 40: integer40(i)
        case 41: integer41(i)
        case 42: integer42(i)
        case 43: integer43(i)
        case 44: integer44(i)
        case 45: integer45(i)
        case 46: integer46(i)
        case 47: integer47(i)
        case 48: integer48(i)
        case 49: integer49(i)
        case 50: integer50(i)
        case 51: integer51(i)
        case 52: integer52(i)
        case 53: integer53(i)
        case 54: integer54(i)
        case 55: integer55(i)
        case 56: integer56(i)
        case 57: integer57(i)
        case 58: integer58(i)
        case 59: integer59(i)
        case 60: integer60(i)
        case 61: integer61(i)
        case 62: integer62(i)
        default: .other
        }
    }

    /// The category of a number's operands under rule set `ruleSet`.
    static func category(ruleSet: Int, operands o: PluralOperands) -> PluralCategory {
        switch ruleSet {
        case 0: operands0(o)
        case 1: operands1(o)
        case 2: operands2(o)
        case 3: operands3(o)
        case 4: operands4(o)
        case 5: operands5(o)
        case 6: operands6(o)
        case 7: operands7(o)
        case 8: operands8(o)
        case 9: operands9(o)
        case 10: operands10(o)
        case 11: operands11(o)
        case 12: operands12(o)
        case 13: operands13(o)
        case 14: operands14(o)
        case 15: operands15(o)
        case 16: operands16(o)
        case 17: operands17(o)
        case 18: operands18(o)
        case 19: operands19(o)
        case 20: operands20(o)
        case 21: operands21(o)
        case 22: operands22(o)
        case 23: operands23(o)
        case 24: operands24(o)
        case 25: operands25(o)
        case 26: operands26(o)
        case 27: operands27(o)
        case 28: operands28(o)
        case 29: operands29(o)
        case 30: operands30(o)
        case 31: operands31(o)
        case 32: operands32(o)
        case 33: operands33(o)
        case 34: operands34(o)
        case 35: operands35(o)
        case 36: operands36(o)
        case 37: operands37(o)
        case 38: operands38(o)
        case 39: operands39(o)
        case 40: operands40(o)
        case 41: operands41(o)
        case 42: operands42(o)
        case 43: operands43(o)
        case 44: operands44(o)
        case 45: operands45(o)
        case 46: operands46(o)
        case 47: operands47(o)
        case 48: operands48(o)
        case 49: operands49(o)
        case 50: operands50(o)
        case 51: operands51(o)
        case 52: operands52(o)
        case 53: operands53(o)
        case 54: operands54(o)
        case 55: operands55(o)
        case 56: operands56(o)
        case 57: operands57(o)
        case 58: operands58(o)
        case 59: operands59(o)
        case 60: operands60(o)
        case 61: operands61(o)
        case 62: operands62(o)
        default: .other
        }
    }

    private static func integer0(_ i: UInt64) -> PluralCategory {
        return .other
    }
    private static func operands0(_ o: PluralOperands) -> PluralCategory {
        return .other
    }

    // one: n = 1
    private static func integer1(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        return .other
    }
    private static func operands1(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 1 { return .one }
        return .other
    }

    // one: n = 0..1
    private static func integer2(_ i: UInt64) -> PluralCategory {
        if i <= 1 { return .one }
        return .other
    }
    private static func operands2(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && o.i <= 1 { return .one }
        return .other
    }

    // one: i = 0 or n = 1
    private static func integer3(_ i: UInt64) -> PluralCategory {
        if i == 0 || i == 1 { return .one }
        return .other
    }
    private static func operands3(_ o: PluralOperands) -> PluralCategory {
        if !o.isIntegerPartLarge && o.i == 0 || o.t == 0 && !o.isIntegerPartLarge && o.i == 1 { return .one }
        return .other
    }

    // zero: n = 0
    // one: n = 1
    // two: n = 2
    // few: n % 100 = 3..10
    // many: n % 100 = 11..99
    private static func integer4(_ i: UInt64) -> PluralCategory {
        if i == 0 { return .zero }
        if i == 1 { return .one }
        if i == 2 { return .two }
        if (i % 100 >= 3 && i % 100 <= 10) { return .few }
        if (i % 100 >= 11 && i % 100 <= 99) { return .many }
        return .other
    }
    private static func operands4(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 0 { return .zero }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 1 { return .one }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 2 { return .two }
        if o.t == 0 && (o.i % 100 >= 3 && o.i % 100 <= 10) { return .few }
        if o.t == 0 && (o.i % 100 >= 11 && o.i % 100 <= 99) { return .many }
        return .other
    }

    // one: i = 1 and v = 0
    private static func integer5(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        return .other
    }
    private static func operands5(_ o: PluralOperands) -> PluralCategory {
        if !o.isIntegerPartLarge && o.i == 1 && o.v == 0 { return .one }
        return .other
    }

    // one: n % 10 = 1 and n % 100 != 11
    // few: n % 10 = 2..4 and n % 100 != 12..14
    // many: n % 10 = 0 or n % 10 = 5..9 or n % 100 = 11..14
    private static func integer6(_ i: UInt64) -> PluralCategory {
        if i % 10 == 1 && !(i % 100 == 11) { return .one }
        if (i % 10 >= 2 && i % 10 <= 4) && !((i % 100 >= 12 && i % 100 <= 14)) { return .few }
        if i % 10 == 0 || (i % 10 >= 5 && i % 10 <= 9) || (i % 100 >= 11 && i % 100 <= 14) { return .many }
        return .other
    }
    private static func operands6(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && o.i % 10 == 1 && !(o.t == 0 && o.i % 100 == 11) { return .one }
        if o.t == 0 && (o.i % 10 >= 2 && o.i % 10 <= 4) && !(o.t == 0 && (o.i % 100 >= 12 && o.i % 100 <= 14)) { return .few }
        if o.t == 0 && o.i % 10 == 0 || o.t == 0 && (o.i % 10 >= 5 && o.i % 10 <= 9) || o.t == 0 && (o.i % 100 >= 11 && o.i % 100 <= 14) { return .many }
        return .other
    }

    // zero: n = 0
    // one: n = 1
    private static func integer7(_ i: UInt64) -> PluralCategory {
        if i == 0 { return .zero }
        if i == 1 { return .one }
        return .other
    }
    private static func operands7(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 0 { return .zero }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 1 { return .one }
        return .other
    }

    // one: n % 10 = 1 and n % 100 != 11,71,91
    // two: n % 10 = 2 and n % 100 != 12,72,92
    // few: n % 10 = 3..4,9 and n % 100 != 10..19,70..79,90..99
    // many: n != 0 and n % 1000000 = 0
    private static func integer8(_ i: UInt64) -> PluralCategory {
        if i % 10 == 1 && !(i % 100 == 11 || i % 100 == 71 || i % 100 == 91) { return .one }
        if i % 10 == 2 && !(i % 100 == 12 || i % 100 == 72 || i % 100 == 92) { return .two }
        if ((i % 10 >= 3 && i % 10 <= 4) || i % 10 == 9) && !((i % 100 >= 10 && i % 100 <= 19) || (i % 100 >= 70 && i % 100 <= 79) || (i % 100 >= 90 && i % 100 <= 99)) { return .few }
        if !(i == 0) && i % 1000000 == 0 { return .many }
        return .other
    }
    private static func operands8(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && o.i % 10 == 1 && !(o.t == 0 && (o.i % 100 == 11 || o.i % 100 == 71 || o.i % 100 == 91)) { return .one }
        if o.t == 0 && o.i % 10 == 2 && !(o.t == 0 && (o.i % 100 == 12 || o.i % 100 == 72 || o.i % 100 == 92)) { return .two }
        if o.t == 0 && ((o.i % 10 >= 3 && o.i % 10 <= 4) || o.i % 10 == 9) && !(o.t == 0 && ((o.i % 100 >= 10 && o.i % 100 <= 19) || (o.i % 100 >= 70 && o.i % 100 <= 79) || (o.i % 100 >= 90 && o.i % 100 <= 99))) { return .few }
        if !(o.t == 0 && !o.isIntegerPartLarge && o.i == 0) && o.t == 0 && o.i % 1000000 == 0 { return .many }
        return .other
    }

    // one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11
    // few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14 or f % 10 = 2..4 and f % 100 != 12..14
    private static func integer9(_ i: UInt64) -> PluralCategory {
        if (i % 10 == 1 && !(i % 100 == 11)) { return .one }
        if ((i % 10 >= 2 && i % 10 <= 4) && !((i % 100 >= 12 && i % 100 <= 14))) { return .few }
        return .other
    }
    private static func operands9(_ o: PluralOperands) -> PluralCategory {
        if (o.v == 0 && o.i % 10 == 1 && !(o.i % 100 == 11)) || (o.f % 10 == 1 && !(o.f % 100 == 11)) { return .one }
        if (o.v == 0 && (o.i % 10 >= 2 && o.i % 10 <= 4) && !((o.i % 100 >= 12 && o.i % 100 <= 14))) || ((o.f % 10 >= 2 && o.f % 10 <= 4) && !((o.f % 100 >= 12 && o.f % 100 <= 14))) { return .few }
        return .other
    }

    // one: i = 1 and v = 0
    // many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
    private static func integer10(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if (!(i == 0) && i % 1000000 == 0) { return .many }
        return .other
    }
    private static func operands10(_ o: PluralOperands) -> PluralCategory {
        if !o.isIntegerPartLarge && o.i == 1 && o.v == 0 { return .one }
        if (o.c == 0 && !(!o.isIntegerPartLarge && o.i == 0) && o.i % 1000000 == 0 && o.v == 0) || !(o.c <= 5) { return .many }
        return .other
    }

    // one: v = 0 and i = 1,2,3 or v = 0 and i % 10 != 4,6,9 or v != 0 and f % 10 != 4,6,9
    private static func integer11(_ i: UInt64) -> PluralCategory {
        if (i == 1 || i == 2 || i == 3) || !(i % 10 == 4 || i % 10 == 6 || i % 10 == 9) { return .one }
        return .other
    }
    private static func operands11(_ o: PluralOperands) -> PluralCategory {
        if (o.v == 0 && !o.isIntegerPartLarge && (o.i == 1 || o.i == 2 || o.i == 3)) || (o.v == 0 && !(o.i % 10 == 4 || o.i % 10 == 6 || o.i % 10 == 9)) || (!(o.v == 0) && !(o.f % 10 == 4 || o.f % 10 == 6 || o.f % 10 == 9)) { return .one }
        return .other
    }

    // one: i = 1 and v = 0
    // few: i = 2..4 and v = 0
    // many: v != 0
    private static func integer12(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if (i >= 2 && i <= 4) { return .few }
        return .other
    }
    private static func operands12(_ o: PluralOperands) -> PluralCategory {
        if !o.isIntegerPartLarge && o.i == 1 && o.v == 0 { return .one }
        if !o.isIntegerPartLarge && (o.i >= 2 && o.i <= 4) && o.v == 0 { return .few }
        if !(o.v == 0) { return .many }
        return .other
    }

    // zero: n = 0
    // one: n = 1
    // two: n = 2
    // few: n = 3
    // many: n = 6
    private static func integer13(_ i: UInt64) -> PluralCategory {
        if i == 0 { return .zero }
        if i == 1 { return .one }
        if i == 2 { return .two }
        if i == 3 { return .few }
        if i == 6 { return .many }
        return .other
    }
    private static func operands13(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 0 { return .zero }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 1 { return .one }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 2 { return .two }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 3 { return .few }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 6 { return .many }
        return .other
    }

    // one: n = 1 or t != 0 and i = 0,1
    private static func integer14(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        return .other
    }
    private static func operands14(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 1 || (!(!o.isTrimmedFractionLarge && o.t == 0) && !o.isIntegerPartLarge && (o.i == 0 || o.i == 1)) { return .one }
        return .other
    }

    // one: v = 0 and i % 100 = 1 or f % 100 = 1
    // two: v = 0 and i % 100 = 2 or f % 100 = 2
    // few: v = 0 and i % 100 = 3..4 or f % 100 = 3..4
    private static func integer15(_ i: UInt64) -> PluralCategory {
        if i % 100 == 1 { return .one }
        if i % 100 == 2 { return .two }
        if (i % 100 >= 3 && i % 100 <= 4) { return .few }
        return .other
    }
    private static func operands15(_ o: PluralOperands) -> PluralCategory {
        if (o.v == 0 && o.i % 100 == 1) || o.f % 100 == 1 { return .one }
        if (o.v == 0 && o.i % 100 == 2) || o.f % 100 == 2 { return .two }
        if (o.v == 0 && (o.i % 100 >= 3 && o.i % 100 <= 4)) || (o.f % 100 >= 3 && o.f % 100 <= 4) { return .few }
        return .other
    }

    // one: n = 1
    // many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
    private static func integer16(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if (!(i == 0) && i % 1000000 == 0) { return .many }
        return .other
    }
    private static func operands16(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 1 { return .one }
        if (o.c == 0 && !(!o.isIntegerPartLarge && o.i == 0) && o.i % 1000000 == 0 && o.v == 0) || !(o.c <= 5) { return .many }
        return .other
    }

    // one: i = 0,1
    private static func integer17(_ i: UInt64) -> PluralCategory {
        if (i == 0 || i == 1) { return .one }
        return .other
    }
    private static func operands17(_ o: PluralOperands) -> PluralCategory {
        if !o.isIntegerPartLarge && (o.i == 0 || o.i == 1) { return .one }
        return .other
    }

    // one: i = 0,1
    // many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
    private static func integer18(_ i: UInt64) -> PluralCategory {
        if (i == 0 || i == 1) { return .one }
        if (!(i == 0) && i % 1000000 == 0) { return .many }
        return .other
    }
    private static func operands18(_ o: PluralOperands) -> PluralCategory {
        if !o.isIntegerPartLarge && (o.i == 0 || o.i == 1) { return .one }
        if (o.c == 0 && !(!o.isIntegerPartLarge && o.i == 0) && o.i % 1000000 == 0 && o.v == 0) || !(o.c <= 5) { return .many }
        return .other
    }

    // one: n = 1
    // two: n = 2
    // few: n = 3..6
    // many: n = 7..10
    private static func integer19(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i == 2 { return .two }
        if (i >= 3 && i <= 6) { return .few }
        if (i >= 7 && i <= 10) { return .many }
        return .other
    }
    private static func operands19(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 1 { return .one }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 2 { return .two }
        if o.t == 0 && !o.isIntegerPartLarge && (o.i >= 3 && o.i <= 6) { return .few }
        if o.t == 0 && !o.isIntegerPartLarge && (o.i >= 7 && o.i <= 10) { return .many }
        return .other
    }

    // one: n = 1,11
    // two: n = 2,12
    // few: n = 3..10,13..19
    private static func integer20(_ i: UInt64) -> PluralCategory {
        if (i == 1 || i == 11) { return .one }
        if (i == 2 || i == 12) { return .two }
        if ((i >= 3 && i <= 10) || (i >= 13 && i <= 19)) { return .few }
        return .other
    }
    private static func operands20(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && (o.i == 1 || o.i == 11) { return .one }
        if o.t == 0 && !o.isIntegerPartLarge && (o.i == 2 || o.i == 12) { return .two }
        if o.t == 0 && !o.isIntegerPartLarge && ((o.i >= 3 && o.i <= 10) || (o.i >= 13 && o.i <= 19)) { return .few }
        return .other
    }

    // one: v = 0 and i % 10 = 1
    // two: v = 0 and i % 10 = 2
    // few: v = 0 and i % 100 = 0,20,40,60,80
    // many: v != 0
    private static func integer21(_ i: UInt64) -> PluralCategory {
        if i % 10 == 1 { return .one }
        if i % 10 == 2 { return .two }
        if (i % 100 == 0 || i % 100 == 20 || i % 100 == 40 || i % 100 == 60 || i % 100 == 80) { return .few }
        return .other
    }
    private static func operands21(_ o: PluralOperands) -> PluralCategory {
        if o.v == 0 && o.i % 10 == 1 { return .one }
        if o.v == 0 && o.i % 10 == 2 { return .two }
        if o.v == 0 && (o.i % 100 == 0 || o.i % 100 == 20 || o.i % 100 == 40 || o.i % 100 == 60 || o.i % 100 == 80) { return .few }
        if !(o.v == 0) { return .many }
        return .other
    }

    // one: i = 1 and v = 0 or i = 0 and v != 0
    // two: i = 2 and v = 0
    private static func integer22(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i == 2 { return .two }
        return .other
    }
    private static func operands22(_ o: PluralOperands) -> PluralCategory {
        if (!o.isIntegerPartLarge && o.i == 1 && o.v == 0) || (!o.isIntegerPartLarge && o.i == 0 && !(o.v == 0)) { return .one }
        if !o.isIntegerPartLarge && o.i == 2 && o.v == 0 { return .two }
        return .other
    }

    // one: t = 0 and i % 10 = 1 and i % 100 != 11 or t % 10 = 1 and t % 100 != 11
    private static func integer23(_ i: UInt64) -> PluralCategory {
        if (i % 10 == 1 && !(i % 100 == 11)) { return .one }
        return .other
    }
    private static func operands23(_ o: PluralOperands) -> PluralCategory {
        if (!o.isTrimmedFractionLarge && o.t == 0 && o.i % 10 == 1 && !(o.i % 100 == 11)) || (o.t % 10 == 1 && !(o.t % 100 == 11)) { return .one }
        return .other
    }

    // one: n = 1
    // two: n = 2
    private static func integer24(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i == 2 { return .two }
        return .other
    }
    private static func operands24(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 1 { return .one }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 2 { return .two }
        return .other
    }

    // zero: n = 0
    // one: n = 1
    // two: n % 100 = 2,22,42,62,82 or n % 1000 = 0 and n % 100000 = 1000..20000,40000,60000,80000 or n != 0 and n % 1000000 = 100000
    // few: n % 100 = 3,23,43,63,83
    // many: n != 1 and n % 100 = 1,21,41,61,81
    private static func integer25(_ i: UInt64) -> PluralCategory {
        if i == 0 { return .zero }
        if i == 1 { return .one }
        if (i % 100 == 2 || i % 100 == 22 || i % 100 == 42 || i % 100 == 62 || i % 100 == 82) || (i % 1000 == 0 && ((i % 100000 >= 1000 && i % 100000 <= 20000) || i % 100000 == 40000 || i % 100000 == 60000 || i % 100000 == 80000)) || (!(i == 0) && i % 1000000 == 100000) { return .two }
        if (i % 100 == 3 || i % 100 == 23 || i % 100 == 43 || i % 100 == 63 || i % 100 == 83) { return .few }
        if !(i == 1) && (i % 100 == 1 || i % 100 == 21 || i % 100 == 41 || i % 100 == 61 || i % 100 == 81) { return .many }
        return .other
    }
    private static func operands25(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 0 { return .zero }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 1 { return .one }
        if o.t == 0 && (o.i % 100 == 2 || o.i % 100 == 22 || o.i % 100 == 42 || o.i % 100 == 62 || o.i % 100 == 82) || (o.t == 0 && o.i % 1000 == 0 && o.t == 0 && ((o.i % 100000 >= 1000 && o.i % 100000 <= 20000) || o.i % 100000 == 40000 || o.i % 100000 == 60000 || o.i % 100000 == 80000)) || (!(o.t == 0 && !o.isIntegerPartLarge && o.i == 0) && o.t == 0 && o.i % 1000000 == 100000) { return .two }
        if o.t == 0 && (o.i % 100 == 3 || o.i % 100 == 23 || o.i % 100 == 43 || o.i % 100 == 63 || o.i % 100 == 83) { return .few }
        if !(o.t == 0 && !o.isIntegerPartLarge && o.i == 1) && o.t == 0 && (o.i % 100 == 1 || o.i % 100 == 21 || o.i % 100 == 41 || o.i % 100 == 61 || o.i % 100 == 81) { return .many }
        return .other
    }

    // zero: n = 0
    // one: i = 0,1 and n != 0
    private static func integer26(_ i: UInt64) -> PluralCategory {
        if i == 0 { return .zero }
        if (i == 0 || i == 1) && !(i == 0) { return .one }
        return .other
    }
    private static func operands26(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 0 { return .zero }
        if !o.isIntegerPartLarge && (o.i == 0 || o.i == 1) && !(o.t == 0 && !o.isIntegerPartLarge && o.i == 0) { return .one }
        return .other
    }

    // one: n % 10 = 1 and n % 100 != 11..19
    // few: n % 10 = 2..9 and n % 100 != 11..19
    // many: f != 0
    private static func integer27(_ i: UInt64) -> PluralCategory {
        if i % 10 == 1 && !((i % 100 >= 11 && i % 100 <= 19)) { return .one }
        if (i % 10 >= 2 && i % 10 <= 9) && !((i % 100 >= 11 && i % 100 <= 19)) { return .few }
        return .other
    }
    private static func operands27(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && o.i % 10 == 1 && !(o.t == 0 && (o.i % 100 >= 11 && o.i % 100 <= 19)) { return .one }
        if o.t == 0 && (o.i % 10 >= 2 && o.i % 10 <= 9) && !(o.t == 0 && (o.i % 100 >= 11 && o.i % 100 <= 19)) { return .few }
        if !(!o.isFractionLarge && o.f == 0) { return .many }
        return .other
    }

    // zero: n % 10 = 0 or n % 100 = 11..19 or v = 2 and f % 100 = 11..19
    // one: n % 10 = 1 and n % 100 != 11 or v = 2 and f % 10 = 1 and f % 100 != 11 or v != 2 and f % 10 = 1
    private static func integer28(_ i: UInt64) -> PluralCategory {
        if i % 10 == 0 || (i % 100 >= 11 && i % 100 <= 19) { return .zero }
        if (i % 10 == 1 && !(i % 100 == 11)) { return .one }
        return .other
    }
    private static func operands28(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && o.i % 10 == 0 || o.t == 0 && (o.i % 100 >= 11 && o.i % 100 <= 19) || (o.v == 2 && (o.f % 100 >= 11 && o.f % 100 <= 19)) { return .zero }
        if (o.t == 0 && o.i % 10 == 1 && !(o.t == 0 && o.i % 100 == 11)) || (o.v == 2 && o.f % 10 == 1 && !(o.f % 100 == 11)) || (!(o.v == 2) && o.f % 10 == 1) { return .one }
        return .other
    }

    // one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11
    private static func integer29(_ i: UInt64) -> PluralCategory {
        if (i % 10 == 1 && !(i % 100 == 11)) { return .one }
        return .other
    }
    private static func operands29(_ o: PluralOperands) -> PluralCategory {
        if (o.v == 0 && o.i % 10 == 1 && !(o.i % 100 == 11)) || (o.f % 10 == 1 && !(o.f % 100 == 11)) { return .one }
        return .other
    }

    // one: i = 1 and v = 0
    // few: v != 0 or n = 0 or n != 1 and n % 100 = 1..19
    private static func integer30(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i == 0 || (!(i == 1) && (i % 100 >= 1 && i % 100 <= 19)) { return .few }
        return .other
    }
    private static func operands30(_ o: PluralOperands) -> PluralCategory {
        if !o.isIntegerPartLarge && o.i == 1 && o.v == 0 { return .one }
        if !(o.v == 0) || o.t == 0 && !o.isIntegerPartLarge && o.i == 0 || (!(o.t == 0 && !o.isIntegerPartLarge && o.i == 1) && o.t == 0 && (o.i % 100 >= 1 && o.i % 100 <= 19)) { return .few }
        return .other
    }

    // one: n = 1
    // two: n = 2
    // few: n = 0 or n % 100 = 3..10
    // many: n % 100 = 11..19
    private static func integer31(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i == 2 { return .two }
        if i == 0 || (i % 100 >= 3 && i % 100 <= 10) { return .few }
        if (i % 100 >= 11 && i % 100 <= 19) { return .many }
        return .other
    }
    private static func operands31(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 1 { return .one }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 2 { return .two }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 0 || o.t == 0 && (o.i % 100 >= 3 && o.i % 100 <= 10) { return .few }
        if o.t == 0 && (o.i % 100 >= 11 && o.i % 100 <= 19) { return .many }
        return .other
    }

    // one: i = 1 and v = 0
    // few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
    // many: v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14
    private static func integer32(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if (i % 10 >= 2 && i % 10 <= 4) && !((i % 100 >= 12 && i % 100 <= 14)) { return .few }
        if (!(i == 1) && i % 10 <= 1) || (i % 10 >= 5 && i % 10 <= 9) || (i % 100 >= 12 && i % 100 <= 14) { return .many }
        return .other
    }
    private static func operands32(_ o: PluralOperands) -> PluralCategory {
        if !o.isIntegerPartLarge && o.i == 1 && o.v == 0 { return .one }
        if o.v == 0 && (o.i % 10 >= 2 && o.i % 10 <= 4) && !((o.i % 100 >= 12 && o.i % 100 <= 14)) { return .few }
        if (o.v == 0 && !(!o.isIntegerPartLarge && o.i == 1) && o.i % 10 <= 1) || (o.v == 0 && (o.i % 10 >= 5 && o.i % 10 <= 9)) || (o.v == 0 && (o.i % 100 >= 12 && o.i % 100 <= 14)) { return .many }
        return .other
    }

    // one: i = 0..1
    // many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5
    private static func integer33(_ i: UInt64) -> PluralCategory {
        if i <= 1 { return .one }
        if (!(i == 0) && i % 1000000 == 0) { return .many }
        return .other
    }
    private static func operands33(_ o: PluralOperands) -> PluralCategory {
        if !o.isIntegerPartLarge && o.i <= 1 { return .one }
        if (o.c == 0 && !(!o.isIntegerPartLarge && o.i == 0) && o.i % 1000000 == 0 && o.v == 0) || !(o.c <= 5) { return .many }
        return .other
    }

    // one: v = 0 and i % 10 = 1 and i % 100 != 11
    // few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14
    // many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14
    private static func integer34(_ i: UInt64) -> PluralCategory {
        if i % 10 == 1 && !(i % 100 == 11) { return .one }
        if (i % 10 >= 2 && i % 10 <= 4) && !((i % 100 >= 12 && i % 100 <= 14)) { return .few }
        if i % 10 == 0 || (i % 10 >= 5 && i % 10 <= 9) || (i % 100 >= 11 && i % 100 <= 14) { return .many }
        return .other
    }
    private static func operands34(_ o: PluralOperands) -> PluralCategory {
        if o.v == 0 && o.i % 10 == 1 && !(o.i % 100 == 11) { return .one }
        if o.v == 0 && (o.i % 10 >= 2 && o.i % 10 <= 4) && !((o.i % 100 >= 12 && o.i % 100 <= 14)) { return .few }
        if (o.v == 0 && o.i % 10 == 0) || (o.v == 0 && (o.i % 10 >= 5 && o.i % 10 <= 9)) || (o.v == 0 && (o.i % 100 >= 11 && o.i % 100 <= 14)) { return .many }
        return .other
    }

    // one: n % 10 = 1 and n % 100 != 11
    // two: n = 2
    // few: n != 2 and n % 10 = 2..9 and n % 100 != 11..19
    // many: f != 0
    private static func integer35(_ i: UInt64) -> PluralCategory {
        if i % 10 == 1 && !(i % 100 == 11) { return .one }
        if i == 2 { return .two }
        if !(i == 2) && (i % 10 >= 2 && i % 10 <= 9) && !((i % 100 >= 11 && i % 100 <= 19)) { return .few }
        return .other
    }
    private static func operands35(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && o.i % 10 == 1 && !(o.t == 0 && o.i % 100 == 11) { return .one }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 2 { return .two }
        if !(o.t == 0 && !o.isIntegerPartLarge && o.i == 2) && o.t == 0 && (o.i % 10 >= 2 && o.i % 10 <= 9) && !(o.t == 0 && (o.i % 100 >= 11 && o.i % 100 <= 19)) { return .few }
        if !(!o.isFractionLarge && o.f == 0) { return .many }
        return .other
    }

    // one: i = 0 or n = 1
    // few: n = 2..10
    private static func integer36(_ i: UInt64) -> PluralCategory {
        if i == 0 || i == 1 { return .one }
        if (i >= 2 && i <= 10) { return .few }
        return .other
    }
    private static func operands36(_ o: PluralOperands) -> PluralCategory {
        if !o.isIntegerPartLarge && o.i == 0 || o.t == 0 && !o.isIntegerPartLarge && o.i == 1 { return .one }
        if o.t == 0 && !o.isIntegerPartLarge && (o.i >= 2 && o.i <= 10) { return .few }
        return .other
    }

    // one: n = 0,1 or i = 0 and f = 1
    private static func integer37(_ i: UInt64) -> PluralCategory {
        if (i == 0 || i == 1) { return .one }
        return .other
    }
    private static func operands37(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && (o.i == 0 || o.i == 1) || (!o.isIntegerPartLarge && o.i == 0 && !o.isFractionLarge && o.f == 1) { return .one }
        return .other
    }

    // one: v = 0 and i % 100 = 1
    // two: v = 0 and i % 100 = 2
    // few: v = 0 and i % 100 = 3..4 or v != 0
    private static func integer38(_ i: UInt64) -> PluralCategory {
        if i % 100 == 1 { return .one }
        if i % 100 == 2 { return .two }
        if (i % 100 >= 3 && i % 100 <= 4) { return .few }
        return .other
    }
    private static func operands38(_ o: PluralOperands) -> PluralCategory {
        if o.v == 0 && o.i % 100 == 1 { return .one }
        if o.v == 0 && o.i % 100 == 2 { return .two }
        if (o.v == 0 && (o.i % 100 >= 3 && o.i % 100 <= 4)) || !(o.v == 0) { return .few }
        return .other
    }

    // one: n = 0..1 or n = 11..99
    private static func integer39(_ i: UInt64) -> PluralCategory {
        if i <= 1 || (i >= 11 && i <= 99) { return .one }
        return .other
    }
    private static func operands39(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && o.i <= 1 || o.t == 0 && !o.isIntegerPartLarge && (o.i >= 11 && o.i <= 99) { return .one }
        return .other
    }

    // one: n = 1,5,7,8,9,10
    // two: n = 2,3
    // few: n = 4
    // many: n = 6
    private static func integer40(_ i: UInt64) -> PluralCategory {
        if (i == 1 || i == 5 || i == 7 || i == 8 || i == 9 || i == 10) { return .one }
        if (i == 2 || i == 3) { return .two }
        if i == 4 { return .few }
        if i == 6 { return .many }
        return .other
    }
    private static func operands40(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && (o.i == 1 || o.i == 5 || o.i == 7 || o.i == 8 || o.i == 9 || o.i == 10) { return .one }
        if o.t == 0 && !o.isIntegerPartLarge && (o.i == 2 || o.i == 3) { return .two }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 4 { return .few }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 6 { return .many }
        return .other
    }

    // one: i % 10 = 1,2,5,7,8 or i % 100 = 20,50,70,80
    // few: i % 10 = 3,4 or i % 1000 = 100,200,300,400,500,600,700,800,900
    // many: i = 0 or i % 10 = 6 or i % 100 = 40,60,90
    private static func integer41(_ i: UInt64) -> PluralCategory {
        if (i % 10 == 1 || i % 10 == 2 || i % 10 == 5 || i % 10 == 7 || i % 10 == 8) || (i % 100 == 20 || i % 100 == 50 || i % 100 == 70 || i % 100 == 80) { return .one }
        if (i % 10 == 3 || i % 10 == 4) || (i % 1000 == 100 || i % 1000 == 200 || i % 1000 == 300 || i % 1000 == 400 || i % 1000 == 500 || i % 1000 == 600 || i % 1000 == 700 || i % 1000 == 800 || i % 1000 == 900) { return .few }
        if i == 0 || i % 10 == 6 || (i % 100 == 40 || i % 100 == 60 || i % 100 == 90) { return .many }
        return .other
    }
    private static func operands41(_ o: PluralOperands) -> PluralCategory {
        if (o.i % 10 == 1 || o.i % 10 == 2 || o.i % 10 == 5 || o.i % 10 == 7 || o.i % 10 == 8) || (o.i % 100 == 20 || o.i % 100 == 50 || o.i % 100 == 70 || o.i % 100 == 80) { return .one }
        if (o.i % 10 == 3 || o.i % 10 == 4) || (o.i % 1000 == 100 || o.i % 1000 == 200 || o.i % 1000 == 300 || o.i % 1000 == 400 || o.i % 1000 == 500 || o.i % 1000 == 600 || o.i % 1000 == 700 || o.i % 1000 == 800 || o.i % 1000 == 900) { return .few }
        if !o.isIntegerPartLarge && o.i == 0 || o.i % 10 == 6 || (o.i % 100 == 40 || o.i % 100 == 60 || o.i % 100 == 90) { return .many }
        return .other
    }

    // few: n % 10 = 2,3 and n % 100 != 12,13
    private static func integer42(_ i: UInt64) -> PluralCategory {
        if (i % 10 == 2 || i % 10 == 3) && !(i % 100 == 12 || i % 100 == 13) { return .few }
        return .other
    }
    private static func operands42(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && (o.i % 10 == 2 || o.i % 10 == 3) && !(o.t == 0 && (o.i % 100 == 12 || o.i % 100 == 13)) { return .few }
        return .other
    }

    // zero: i = 0
    // one: i = 1
    // few: i = 2,3,4,5,6
    private static func integer43(_ i: UInt64) -> PluralCategory {
        if i == 0 { return .zero }
        if i == 1 { return .one }
        if (i == 2 || i == 3 || i == 4 || i == 5 || i == 6) { return .few }
        return .other
    }
    private static func operands43(_ o: PluralOperands) -> PluralCategory {
        if !o.isIntegerPartLarge && o.i == 0 { return .zero }
        if !o.isIntegerPartLarge && o.i == 1 { return .one }
        if !o.isIntegerPartLarge && (o.i == 2 || o.i == 3 || o.i == 4 || o.i == 5 || o.i == 6) { return .few }
        return .other
    }

    // one: n = 1,3
    // two: n = 2
    // few: n = 4
    private static func integer44(_ i: UInt64) -> PluralCategory {
        if (i == 1 || i == 3) { return .one }
        if i == 2 { return .two }
        if i == 4 { return .few }
        return .other
    }
    private static func operands44(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && (o.i == 1 || o.i == 3) { return .one }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 2 { return .two }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 4 { return .few }
        return .other
    }

    // zero: n = 0,7,8,9
    // one: n = 1
    // two: n = 2
    // few: n = 3,4
    // many: n = 5,6
    private static func integer45(_ i: UInt64) -> PluralCategory {
        if (i == 0 || i == 7 || i == 8 || i == 9) { return .zero }
        if i == 1 { return .one }
        if i == 2 { return .two }
        if (i == 3 || i == 4) { return .few }
        if (i == 5 || i == 6) { return .many }
        return .other
    }
    private static func operands45(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && (o.i == 0 || o.i == 7 || o.i == 8 || o.i == 9) { return .zero }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 1 { return .one }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 2 { return .two }
        if o.t == 0 && !o.isIntegerPartLarge && (o.i == 3 || o.i == 4) { return .few }
        if o.t == 0 && !o.isIntegerPartLarge && (o.i == 5 || o.i == 6) { return .many }
        return .other
    }

    // one: n % 10 = 1 and n % 100 != 11
    // two: n % 10 = 2 and n % 100 != 12
    // few: n % 10 = 3 and n % 100 != 13
    private static func integer46(_ i: UInt64) -> PluralCategory {
        if i % 10 == 1 && !(i % 100 == 11) { return .one }
        if i % 10 == 2 && !(i % 100 == 12) { return .two }
        if i % 10 == 3 && !(i % 100 == 13) { return .few }
        return .other
    }
    private static func operands46(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && o.i % 10 == 1 && !(o.t == 0 && o.i % 100 == 11) { return .one }
        if o.t == 0 && o.i % 10 == 2 && !(o.t == 0 && o.i % 100 == 12) { return .two }
        if o.t == 0 && o.i % 10 == 3 && !(o.t == 0 && o.i % 100 == 13) { return .few }
        return .other
    }

    // one: n = 1,11
    // two: n = 2,12
    // few: n = 3,13
    private static func integer47(_ i: UInt64) -> PluralCategory {
        if (i == 1 || i == 11) { return .one }
        if (i == 2 || i == 12) { return .two }
        if (i == 3 || i == 13) { return .few }
        return .other
    }
    private static func operands47(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && (o.i == 1 || o.i == 11) { return .one }
        if o.t == 0 && !o.isIntegerPartLarge && (o.i == 2 || o.i == 12) { return .two }
        if o.t == 0 && !o.isIntegerPartLarge && (o.i == 3 || o.i == 13) { return .few }
        return .other
    }

    // one: n = 1
    // two: n = 2,3
    // few: n = 4
    // many: n = 6
    private static func integer48(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if (i == 2 || i == 3) { return .two }
        if i == 4 { return .few }
        if i == 6 { return .many }
        return .other
    }
    private static func operands48(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 1 { return .one }
        if o.t == 0 && !o.isIntegerPartLarge && (o.i == 2 || o.i == 3) { return .two }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 4 { return .few }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 6 { return .many }
        return .other
    }

    // one: n = 1,5
    private static func integer49(_ i: UInt64) -> PluralCategory {
        if (i == 1 || i == 5) { return .one }
        return .other
    }
    private static func operands49(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && (o.i == 1 || o.i == 5) { return .one }
        return .other
    }

    // many: n = 11,8,80,800
    private static func integer50(_ i: UInt64) -> PluralCategory {
        if (i == 11 || i == 8 || i == 80 || i == 800) { return .many }
        return .other
    }
    private static func operands50(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && (o.i == 11 || o.i == 8 || o.i == 80 || o.i == 800) { return .many }
        return .other
    }

    // one: i = 1
    // many: i = 0 or i % 100 = 2..20,40,60,80
    private static func integer51(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i == 0 || ((i % 100 >= 2 && i % 100 <= 20) || i % 100 == 40 || i % 100 == 60 || i % 100 == 80) { return .many }
        return .other
    }
    private static func operands51(_ o: PluralOperands) -> PluralCategory {
        if !o.isIntegerPartLarge && o.i == 1 { return .one }
        if !o.isIntegerPartLarge && o.i == 0 || ((o.i % 100 >= 2 && o.i % 100 <= 20) || o.i % 100 == 40 || o.i % 100 == 60 || o.i % 100 == 80) { return .many }
        return .other
    }

    // many: n % 10 = 6 or n % 10 = 9 or n % 10 = 0 and n != 0
    private static func integer52(_ i: UInt64) -> PluralCategory {
        if i % 10 == 6 || i % 10 == 9 || (i % 10 == 0 && !(i == 0)) { return .many }
        return .other
    }
    private static func operands52(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && o.i % 10 == 6 || o.t == 0 && o.i % 10 == 9 || (o.t == 0 && o.i % 10 == 0 && !(o.t == 0 && !o.isIntegerPartLarge && o.i == 0)) { return .many }
        return .other
    }

    // one: n = 1
    // two: n = 2,3
    // few: n = 4
    private static func integer53(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if (i == 2 || i == 3) { return .two }
        if i == 4 { return .few }
        return .other
    }
    private static func operands53(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 1 { return .one }
        if o.t == 0 && !o.isIntegerPartLarge && (o.i == 2 || o.i == 3) { return .two }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 4 { return .few }
        return .other
    }

    // one: n = 1..4 or n % 100 = 1..4,21..24,41..44,61..64,81..84
    // many: n = 5 or n % 100 = 5
    private static func integer54(_ i: UInt64) -> PluralCategory {
        if (i >= 1 && i <= 4) || ((i % 100 >= 1 && i % 100 <= 4) || (i % 100 >= 21 && i % 100 <= 24) || (i % 100 >= 41 && i % 100 <= 44) || (i % 100 >= 61 && i % 100 <= 64) || (i % 100 >= 81 && i % 100 <= 84)) { return .one }
        if i == 5 || i % 100 == 5 { return .many }
        return .other
    }
    private static func operands54(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && (o.i >= 1 && o.i <= 4) || o.t == 0 && ((o.i % 100 >= 1 && o.i % 100 <= 4) || (o.i % 100 >= 21 && o.i % 100 <= 24) || (o.i % 100 >= 41 && o.i % 100 <= 44) || (o.i % 100 >= 61 && o.i % 100 <= 64) || (o.i % 100 >= 81 && o.i % 100 <= 84)) { return .one }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 5 || o.t == 0 && o.i % 100 == 5 { return .many }
        return .other
    }

    // many: n = 11,8,80..89,800..899
    private static func integer55(_ i: UInt64) -> PluralCategory {
        if (i == 11 || i == 8 || (i >= 80 && i <= 89) || (i >= 800 && i <= 899)) { return .many }
        return .other
    }
    private static func operands55(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && (o.i == 11 || o.i == 8 || (o.i >= 80 && o.i <= 89) || (o.i >= 800 && o.i <= 899)) { return .many }
        return .other
    }

    // one: i % 10 = 1 and i % 100 != 11
    // two: i % 10 = 2 and i % 100 != 12
    // many: i % 10 = 7,8 and i % 100 != 17,18
    private static func integer56(_ i: UInt64) -> PluralCategory {
        if i % 10 == 1 && !(i % 100 == 11) { return .one }
        if i % 10 == 2 && !(i % 100 == 12) { return .two }
        if (i % 10 == 7 || i % 10 == 8) && !(i % 100 == 17 || i % 100 == 18) { return .many }
        return .other
    }
    private static func operands56(_ o: PluralOperands) -> PluralCategory {
        if o.i % 10 == 1 && !(o.i % 100 == 11) { return .one }
        if o.i % 10 == 2 && !(o.i % 100 == 12) { return .two }
        if (o.i % 10 == 7 || o.i % 10 == 8) && !(o.i % 100 == 17 || o.i % 100 == 18) { return .many }
        return .other
    }

    // one: n = 1..4
    private static func integer57(_ i: UInt64) -> PluralCategory {
        if (i >= 1 && i <= 4) { return .one }
        return .other
    }
    private static func operands57(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && (o.i >= 1 && o.i <= 4) { return .one }
        return .other
    }

    // one: n = 1,5,7..9
    // two: n = 2,3
    // few: n = 4
    // many: n = 6
    private static func integer58(_ i: UInt64) -> PluralCategory {
        if (i == 1 || i == 5 || (i >= 7 && i <= 9)) { return .one }
        if (i == 2 || i == 3) { return .two }
        if i == 4 { return .few }
        if i == 6 { return .many }
        return .other
    }
    private static func operands58(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && (o.i == 1 || o.i == 5 || (o.i >= 7 && o.i <= 9)) { return .one }
        if o.t == 0 && !o.isIntegerPartLarge && (o.i == 2 || o.i == 3) { return .two }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 4 { return .few }
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 6 { return .many }
        return .other
    }

    // one: n = 1
    // many: n % 10 = 4 and n % 100 != 14
    private static func integer59(_ i: UInt64) -> PluralCategory {
        if i == 1 { return .one }
        if i % 10 == 4 && !(i % 100 == 14) { return .many }
        return .other
    }
    private static func operands59(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && !o.isIntegerPartLarge && o.i == 1 { return .one }
        if o.t == 0 && o.i % 10 == 4 && !(o.t == 0 && o.i % 100 == 14) { return .many }
        return .other
    }

    // one: n % 10 = 1,2 and n % 100 != 11,12
    private static func integer60(_ i: UInt64) -> PluralCategory {
        if (i % 10 == 1 || i % 10 == 2) && !(i % 100 == 11 || i % 100 == 12) { return .one }
        return .other
    }
    private static func operands60(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && (o.i % 10 == 1 || o.i % 10 == 2) && !(o.t == 0 && (o.i % 100 == 11 || o.i % 100 == 12)) { return .one }
        return .other
    }

    // few: n % 10 = 6,9 or n = 10
    private static func integer61(_ i: UInt64) -> PluralCategory {
        if (i % 10 == 6 || i % 10 == 9) || i == 10 { return .few }
        return .other
    }
    private static func operands61(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && (o.i % 10 == 6 || o.i % 10 == 9) || o.t == 0 && !o.isIntegerPartLarge && o.i == 10 { return .few }
        return .other
    }

    // few: n % 10 = 3 and n % 100 != 13
    private static func integer62(_ i: UInt64) -> PluralCategory {
        if i % 10 == 3 && !(i % 100 == 13) { return .few }
        return .other
    }
    private static func operands62(_ o: PluralOperands) -> PluralCategory {
        if o.t == 0 && o.i % 10 == 3 && !(o.t == 0 && o.i % 100 == 13) { return .few }
        return .other
    }
}
