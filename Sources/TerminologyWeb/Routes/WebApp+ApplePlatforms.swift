// Only where AppIntents is absent (see WebApp.swift).
#if !canImport(AppIntents)
import Foundation
import HTTPServer
import TerminologyKit

extension WebApp {
    func addApplePlatformRoutes(to router: Router<WebContext>) {}
}
#endif
