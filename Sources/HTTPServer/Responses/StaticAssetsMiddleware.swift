/// Serves `StaticAssets` under a URL prefix, before the router's routes, as Hummingbird's `FileMiddleware`.
///
/// GET and HEAD under the prefix are answered from the assets (404 when unknown); other methods there get
/// 405 with `Allow: GET, HEAD`; everything else goes on to the router.
public struct StaticAssetsMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The assets served.
    public let assets: StaticAssets
    /// The path they are served under, without a trailing slash (`/assets`).
    public let urlPrefix: String

    /// Serves `assets` at `urlPrefix` (`"/assets"`: `/assets/app.css` is the asset `app.css`).
    public init(_ assets: StaticAssets, urlPrefix: String = "/assets") {
        self.assets = assets
        let trimmed = urlPrefix.split(separator: "/").joined(separator: "/")
        self.urlPrefix = trimmed.isEmpty ? "" : "/" + trimmed
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        guard path.hasPrefix(urlPrefix + "/") else { return try await next(request, context) }
        guard request.method == .get || request.method == .head else {
            throw HTTPError(.methodNotAllowed, headers: [.allow: "GET, HEAD"])
        }
        return try assets.response(forEncodedPath: path.dropFirst(urlPrefix.count + 1), request: request)
    }
}
