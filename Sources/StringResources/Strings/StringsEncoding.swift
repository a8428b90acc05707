/// The text encodings a `.strings` file can be written in.
public enum StringsEncoding: Hashable, Sendable {
    /// UTF-8 without BOM (Xcode's default).
    case utf8
    /// UTF-16 little-endian with a BOM.
    case utf16LittleEndian
    /// UTF-16 big-endian with a BOM.
    case utf16BigEndian
}
