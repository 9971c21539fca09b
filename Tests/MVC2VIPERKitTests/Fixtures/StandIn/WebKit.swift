// A small stand-in for WebKit, enough to type-check migrated modules on Linux.
@_exported import UIKit
import FoundationNetworking

@MainActor
open class WKNavigation: NSObject {}

public enum WKNavigationType { case linkActivated, formSubmitted, backForward, reload, formResubmitted, other }
public enum WKNavigationActionPolicy { case cancel, allow }

@MainActor
open class WKNavigationAction: NSObject {
    open var navigationType: WKNavigationType = .other
    open var request = URLRequest(url: URL(fileURLWithPath: "/"))
}

@MainActor
public protocol WKNavigationDelegate: NSObjectProtocol {
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error)
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
}

extension WKNavigationDelegate {
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {}
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) { decisionHandler(.allow) }
}

open class WKWebView: UIView {
    open weak var navigationDelegate: WKNavigationDelegate?
    open var isLoading = false
    open var title: String?
    open var url: URL?
    // Loads are recorded, so that a replay sees a load that never reached the web view.
    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? {
        StandInRecorder.record("web view loads \(request.url?.absoluteString ?? "nothing")")
        return WKNavigation()
    }
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        StandInRecorder.record("web view loads HTML \(string)")
        return WKNavigation()
    }
    @discardableResult open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? { WKNavigation() }
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, Error?) -> Void)? = nil) {}
    @discardableResult open func reload() -> WKNavigation? { nil }
    open func stopLoading() {}
}
