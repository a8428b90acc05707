/// What a device may do: read nothing yet, study the course, or edit it.
public enum WebRole: String, Sendable, Hashable, Comparable {
    /// A browser that has not joined the class: it sees the join and sign-in pages only.
    case visitor
    /// A student who joined with the class code: reads the course, writes their own progress and terms, proposes.
    case student
    /// The teacher, signed in with the printed token or the password: edits the course.
    case teacher

    private var rank: Int {
        switch self {
        case .visitor: 0
        case .student: 1
        case .teacher: 2
        }
    }

    public static func < (lhs: WebRole, rhs: WebRole) -> Bool { lhs.rank < rhs.rank }
}
