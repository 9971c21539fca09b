import SwiftSyntax
import SwiftSyntaxBuilder

/// The Book of VIPER's WebEngine and WebPresentation (`english-webview.md`) for one module: the
/// interactor loads content through the engine; the view hands the engine its web view through
/// the presentation. One object plays both parts, so nothing above it needs WebKit.
enum WebEngineSupport {
    static func source(module: String) -> SourceFileSyntax {
        let engine = TokenSyntax.identifier(module + "WebEngine")
        let presentation = TokenSyntax.identifier(module + "WebPresentation")
        let implementation = TokenSyntax.identifier(module + "WebEngineImplementation")
        return """
            import Foundation
            import WebKit

            /// Loads content into the screen's web view and runs its scripts: the interactor's way to it.
            @MainActor
            protocol \(engine): AnyObject {
                func load(_ request: URLRequest)
                func loadHTMLString(_ string: String, baseURL: URL?)
                func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL)
                func evaluateJavaScript(_ script: String, completionHandler: ((Any?, Error?) -> Void)?)
                func reload()
                func stopLoading()
            }

            /// Takes the web view from the view, which keeps showing it.
            @MainActor
            protocol \(presentation): AnyObject {
                func setup(with webView: WKWebView)
            }

            /// The web view's engine and presentation in one object: it holds the view's web view weakly.
            @MainActor
            final class \(implementation): \(engine), \(presentation) {
                private weak var webView: WKWebView?

                func setup(with webView: WKWebView) {
                    self.webView = webView
                }

                func load(_ request: URLRequest) {
                    webView?.load(request)
                }

                func loadHTMLString(_ string: String, baseURL: URL?) {
                    webView?.loadHTMLString(string, baseURL: baseURL)
                }

                func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) {
                    webView?.loadFileURL(url, allowingReadAccessTo: readAccessURL)
                }

                func evaluateJavaScript(_ script: String, completionHandler: ((Any?, Error?) -> Void)?) {
                    webView?.evaluateJavaScript(script, completionHandler: completionHandler)
                }

                func reload() {
                    webView?.reload()
                }

                func stopLoading() {
                    webView?.stopLoading()
                }
            }
            """
    }
}
