/// One file embedded in the binary: its bytes, media type and strong ETag.
public struct StaticAsset: Sendable, Hashable {
    /// The file's bytes.
    public let bytes: [UInt8]
    /// The `Content-Type` it is sent with.
    public let contentType: String
    /// A strong entity tag: the quoted hex of the first 128 bits of the bytes' SHA-256.
    public let eTag: String
    /// The `Cache-Control` it is sent with; the collection's default when nil.
    public let cacheControl: String?

    /// An asset of `bytes`; the media type comes from `path`'s extension unless given.
    public init(bytes: [UInt8], path: String, contentType: String? = nil, cacheControl: String? = nil) {
        self.bytes = bytes
        self.contentType = contentType ?? StaticAsset.contentType(forPath: path)
        eTag = "\"" + SHA256.hex(bytes).prefix(32) + "\""
        self.cacheControl = cacheControl
    }

    /// An asset of `text`'s UTF-8.
    public init(text: String, path: String, contentType: String? = nil, cacheControl: String? = nil) {
        self.init(bytes: Array(text.utf8), path: path, contentType: contentType, cacheControl: cacheControl)
    }

    /// The media type for a file name's extension (`application/octet-stream` when unknown).
    public static func contentType(forPath path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        let pathExtension = name.contains(".") ? HTTPSyntax.lowercased(String(name.split(separator: ".").last ?? "")) : ""
        switch pathExtension {
        case "css": return "text/css; charset=utf-8"
        case "js", "mjs": return "text/javascript; charset=utf-8"
        case "html", "htm": return "text/html; charset=utf-8"
        case "txt": return "text/plain; charset=utf-8"
        case "json", "map": return "application/json"
        case "webmanifest": return "application/manifest+json"
        case "xml": return "application/xml"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "avif": return "image/avif"
        case "ico": return "image/x-icon"
        case "woff": return "font/woff"
        case "woff2": return "font/woff2"
        case "ttf": return "font/ttf"
        case "otf": return "font/otf"
        case "wasm": return "application/wasm"
        case "pdf": return "application/pdf"
        default: return "application/octet-stream"
        }
    }
}
