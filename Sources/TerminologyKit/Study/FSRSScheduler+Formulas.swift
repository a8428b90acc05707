import Foundation

// FSRS-6's formulas, each written in the same order of operations as py-fsrs so that the floating-point results
// agree to the last bit (Python's `math.e ** x` is `pow(e, x)`, not `exp(x)`).
extension FSRSScheduler {
    static let e = 2.718281828459045
    static let minimumDifficulty = 1.0
    static let maximumDifficulty = 10.0

    func days(_ count: Int) -> Int64 { Int64(count) * Timestamp.microsecondsPerDay }

    /// The stability and difficulty a card already has; a card stored without them (never the case for cards
    /// this scheduler wrote) is treated as freshly learned with `rating`.
    func memory(of card: FSRSCard, rating: Rating) -> (stability: Double, difficulty: Double) {
        (card.stability ?? initialStability(rating), card.difficulty ?? clampDifficulty(initialDifficulty(rating)))
    }

    func retrievability(elapsedDays: Int64, stability: Double) -> Double {
        pow(1 + factor * Double(elapsedDays) / stability, decay)
    }

    func clampStability(_ stability: Double) -> Double {
        max(stability, FSRSParameters.minimumStability)
    }

    func clampDifficulty(_ difficulty: Double) -> Double {
        min(max(difficulty, Self.minimumDifficulty), Self.maximumDifficulty)
    }

    func initialStability(_ rating: Rating) -> Double {
        clampStability(parameters[rating.rawValue - 1])
    }

    func initialDifficulty(_ rating: Rating) -> Double {
        parameters[4] - pow(Self.e, parameters[5] * Double(rating.rawValue - 1)) + 1
    }

    /// The interval in whole days for `stability`: rounded half to even, at least 1, at most the maximum.
    func nextIntervalDays(_ stability: Double) -> Int {
        let raw = (stability / factor) * (pow(desiredRetention, 1 / decay) - 1)
        guard raw.isFinite else { return raw > 0 ? maximumInterval : 1 }
        let rounded = raw.rounded(.toNearestOrEven)
        return Int(min(max(rounded, 1), Double(maximumInterval)))
    }

    func shortTermStability(_ stability: Double, rating: Rating) -> Double {
        var increase = pow(Self.e, parameters[17] * (Double(rating.rawValue - 3) + parameters[18])) * pow(stability, -parameters[19])
        if rating != .again { increase = max(increase, 1.0) }
        return clampStability(stability * increase)
    }

    func nextDifficulty(_ difficulty: Double, rating: Rating) -> Double {
        let easyInitial = initialDifficulty(.easy)
        let delta = -(parameters[6] * Double(rating.rawValue - 3))
        let damped = difficulty + (10.0 - difficulty) * delta / 9.0
        let reverted = parameters[7] * easyInitial + (1 - parameters[7]) * damped
        return clampDifficulty(reverted)
    }

    func nextStability(difficulty: Double, stability: Double, retrievability: Double, rating: Rating) -> Double {
        let next: Double
        if rating == .again {
            let longTerm = parameters[11] * pow(difficulty, -parameters[12]) * (pow(stability + 1, parameters[13]) - 1)
                * pow(Self.e, (1 - retrievability) * parameters[14])
            let shortTerm = stability / pow(Self.e, parameters[17] * parameters[18])
            next = min(longTerm, shortTerm)
        } else {
            let hardPenalty = rating == .hard ? parameters[15] : 1
            let easyBonus = rating == .easy ? parameters[16] : 1
            next = stability * (1 + pow(Self.e, parameters[8]) * (11 - difficulty) * pow(stability, -parameters[9])
                * (pow(Self.e, (1 - retrievability) * parameters[10]) - 1) * hardPenalty * easyBonus)
        }
        return clampStability(next)
    }

    /// `numerator / denominator` rounded half to even, as `timedelta` arithmetic rounds.
    static func divideRoundingToEven(_ numerator: Int64, by denominator: Int64) -> Int64 {
        let (quotient, remainder) = numerator.quotientAndRemainder(dividingBy: denominator)
        let twice = 2 * abs(remainder)
        if twice > denominator || (twice == denominator && quotient % 2 != 0) {
            return quotient + (numerator < 0 ? -1 : 1)
        }
        return quotient
    }
}
