import HTTPServer

/// The styles, the script and the icons, embedded in the binary and served under `/assets` with ETags.
enum WebAssets {
    static let assets = StaticAssets([
        "sanasto.css": StaticAsset(text: WebAssets.css, path: "sanasto.css"),
        "sanasto.js": StaticAsset(text: WebAssets.script, path: "sanasto.js"),
        "icons/app.svg": StaticAsset(text: icon(WebAssets.appGlyph), path: "app.svg"),
        "icons/plus.square.on.square.svg": StaticAsset(text: icon(WebAssets.plusGlyph), path: "plus.svg"),
        "icons/magnifyingglass.svg": StaticAsset(text: icon(WebAssets.searchGlyph), path: "search.svg"),
        "icons/graduationcap.svg": StaticAsset(text: icon(WebAssets.studyGlyph), path: "study.svg"),
    ])

    /// The icon URL of an SF Symbol name the Info.plist uses (the app's own icon for one without a drawing).
    static func iconPath(forSymbol symbol: String?) -> String {
        guard let symbol, assets["icons/\(symbol).svg"] != nil else { return "/assets/icons/app.svg" }
        return "/assets/icons/\(symbol).svg"
    }

    private static func icon(_ glyph: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">\
        <rect width="96" height="96" rx="20" fill="#1f4e79"/>\
        <g fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">\(glyph)</g></svg>
        """
    }

    private static let appGlyph = #"<path d="M28 26h30a10 10 0 0 1 10 10v34H38a10 10 0 0 1-10-10z"/><path d="M40 42h16M40 54h12"/>"#
    private static let plusGlyph = #"<rect x="24" y="24" width="48" height="48" rx="8"/><path d="M48 36v24M36 48h24"/>"#
    private static let searchGlyph = #"<circle cx="42" cy="42" r="16"/><path d="M54 54l16 16"/>"#
    private static let studyGlyph = #"<path d="M16 40l32-14 32 14-32 14z"/><path d="M30 47v14c10 8 26 8 36 0V47"/>"#
}
