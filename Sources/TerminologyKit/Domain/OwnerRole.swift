/// Who owns a terminology in this library: the teacher who writes it, or a student who studies a copy.
public enum OwnerRole: String, CaseIterable, Codable, Sendable {
    case teacher
    case student
}
