/// Files embedded in the binary, served by path with ETags and conditional requests.
///
/// ```swift
/// let assets = StaticAssets([
///     "app.css": StaticAsset(text: css, path: "app.css"),
///     "icons/add.svg": StaticAsset(text: svg, path: "add.svg"),
/// ])
/// router.add(middleware: StaticAssetsMiddleware(assets, urlPrefix: "/assets"))
/// ```
/// A request whose `If-None-Match` lists the asset's ETag (or `*`) gets 304 Not Modified. A path with a
/// backslash, NUL, an encoded slash, or a `.`/`..` segment (raw or percent-encoded) is refused with 400
/// before any lookup, so no spelling of a traversal reaches the table; an unknown path is 404.
public struct StaticAssets: Sendable {
    private let assets: [String: StaticAsset]
    /// The `Cache-Control` of assets that do not set their own (`no-cache`: revalidate each time, cheaply).
    public let cacheControl: String

    /// Assets by path relative to the URL prefix (`"app.css"`, `"icons/add.svg"`; a leading `/` is ignored).
    public init(_ assets: [String: StaticAsset], cacheControl: String = "no-cache") {
        var table: [String: StaticAsset] = [:]
        for (path, asset) in assets { table[String(path.drop { $0 == "/" })] = asset }
        self.assets = table
        self.cacheControl = cacheControl
    }

    /// The asset at `path` (relative, decoded).
    public subscript(path: String) -> StaticAsset? { assets[String(path.drop { $0 == "/" })] }

    /// Every asset path.
    public var paths: [String] { assets.keys.sorted() }

    /// The response for the asset at `encodedPath` (relative to the prefix, as in the request target, still
    /// percent-encoded); throws `HTTPError` 400 for a refused path and 404 for an unknown one.
    public func response(forEncodedPath encodedPath: some StringProtocol, request: Request) throws -> Response {
        let path = try Self.checkedPath(encodedPath)
        guard let asset = assets[path] else { throw HTTPError(.notFound) }
        var headers: HTTPFields = [
            .eTag: asset.eTag, .cacheControl: asset.cacheControl ?? cacheControl, .xContentTypeOptions: "nosniff",
        ]
        if let condition = request.headers[.ifNoneMatch], Self.matches(condition, eTag: asset.eTag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = asset.contentType
        return Response(status: .ok, headers: headers, body: ResponseBody(bytes: asset.bytes))
    }

    /// The decoded relative path, or 400 for anything that could step outside the table's namespace.
    static func checkedPath(_ encodedPath: some StringProtocol) throws -> String {
        let refused = HTTPError(.badRequest, message: "Invalid asset path.")
        let raw = String(encodedPath)
        guard !raw.contains("\\") else { throw refused }
        guard let bytes = PercentEncoding.decodeBytes(raw), !bytes.contains(0), !bytes.contains(UInt8(ascii: "\\")) else {
            throw refused
        }
        // An encoded slash would make two spellings of one path; a dot segment, a step up or sideways.
        let rawSegments = raw.split(separator: "/", omittingEmptySubsequences: false).dropFirst(raw.hasPrefix("/") ? 1 : 0)
        var segments: [String] = []
        for segment in rawSegments {
            guard let text = PercentEncoding.decode(segment), !text.contains("/") else { throw refused }
            guard text != ".", text != ".." else { throw refused }
            segments.append(text)
        }
        guard segments.allSatisfy({ !$0.isEmpty }) else { throw HTTPError(.notFound) }
        return segments.joined(separator: "/")
    }

    /// Whether an `If-None-Match` value matches `eTag` (weak comparison, RFC 9110 §13.1.2).
    static func matches(_ condition: String, eTag: String) -> Bool {
        let wanted = eTag.hasPrefix("W/") ? String(eTag.dropFirst(2)) : eTag
        for element in condition.split(separator: ",") {
            let tag = HTTPSyntax.trimmed(element)
            if tag == "*" { return true }
            let opaque = tag.hasPrefix("W/") ? tag.dropFirst(2) : tag
            if opaque == wanted { return true }
        }
        return false
    }
}
