/// FSRS-6's 21 model weights, checked against the bounds py-fsrs enforces.
public struct FSRSParameters: Hashable, Codable, Sendable {
    /// The weights `w[0]` … `w[20]`.
    public let weights: [Double]

    /// Checks the count and each weight's bounds; the error lists every weight out of bounds.
    public init(_ weights: [Double]) throws(FSRSConfigurationError) {
        guard weights.count == Self.lowerBounds.count else {
            throw FSRSConfigurationError(message: "expected \(Self.lowerBounds.count) parameters, got \(weights.count)")
        }
        var problems: [String] = []
        for (index, weight) in weights.enumerated() where !(Self.lowerBounds[index]...Self.upperBounds[index]).contains(weight) {
            problems.append("parameters[\(index)] = \(weight) is out of bounds (\(Self.lowerBounds[index]), \(Self.upperBounds[index]))")
        }
        guard problems.isEmpty else { throw FSRSConfigurationError(message: problems.joined(separator: "; ")) }
        self.weights = weights
    }

    private init(unchecked weights: [Double]) {
        self.weights = weights
    }

    /// FSRS-6's default weights (py-fsrs 6.x `DEFAULT_PARAMETERS`).
    public static let `default` = FSRSParameters(unchecked: [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ])

    /// The smallest stability FSRS allows.
    static let minimumStability = 0.001

    static let lowerBounds: [Double] = [
        minimumStability, minimumStability, minimumStability, minimumStability, 1.0, 0.001, 0.001, 0.001, 0.0, 0.0,
        0.001, 0.001, 0.001, 0.001, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.1,
    ]

    static let upperBounds: [Double] = [
        100.0, 100.0, 100.0, 100.0, 10.0, 4.0, 4.0, 0.75, 4.5, 0.8, 3.5, 5.0, 0.25, 0.9, 4.0, 1.0, 6.0, 2.0, 2.0, 0.8, 0.8,
    ]

    /// The weight `w[index]`.
    public subscript(index: Int) -> Double { weights[index] }
}

/// A scheduler setting FSRS cannot work with: a weight out of bounds, a retention outside (0, 1), a bad step.
public struct FSRSConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String

    public var description: String { "invalid FSRS configuration: \(message)" }
}
