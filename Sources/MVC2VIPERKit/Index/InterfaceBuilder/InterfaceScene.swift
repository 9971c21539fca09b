/// A screen as a storyboard or nib makes it: which file, under which name the app asks for it, and what the file
/// connects to the controller (outlets, segues, static cells). The module's builder and its tests create the
/// screen the way the app does from this; a controller built with `init()` has none of its outlets.
public struct InterfaceScene: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable {
        case storyboard, nib
    }

    public struct Outlet: Codable, Equatable, Sendable {
        public let property: String
        /// The class of the connected object (`UILabel`, the app's `RoundButton`), when the file says it.
        public let type: String?
        /// An outlet collection (`@IBOutlet var buttons: [UIButton]!`).
        public let isCollection: Bool
    }

    public struct Segue: Codable, Equatable, Sendable {
        public let identifier: String?
        public let kind: String?
        /// The class of the scene it opens, when the storyboard names one.
        public let destination: String?
    }

    public let kind: Kind
    /// The `.storyboard` or `.xib` file.
    public let path: String
    /// The name the app loads it by: the file's name without its extension (`Main`, `ProfileViewController`).
    public let name: String
    public let className: String
    /// The scene's Storyboard ID, which `instantiateViewController(withIdentifier:)` asks for.
    public let identifier: String?
    /// The storyboard's initial scene, which `instantiateInitialViewController()` makes.
    public let isInitial: Bool
    public let outlets: [Outlet]
    public let segues: [Segue]
    /// A table whose cells the storyboard holds (`dataMode="static"`): only the storyboard can make it.
    public let hasStaticCells: Bool
    public let line: Int
}

/// Reads the scenes of Interface Builder files: storyboard scenes and a nib's File's Owner, with their classes.
enum InterfaceBuilderReader {
    /// Every `customClass="…"` a file names, in one pass over its bytes: most files name none of the classes asked
    /// for, and searching the text once per class cost more than the rest of the index.
    static func customClasses(in text: String) -> Set<String> {
        let marker = Array("customClass=\"".utf8)
        var text = text
        return text.withUTF8 { bytes in
            var names: Set<String> = []
            var index = 0
            while let found = ByteSearch.firstIndex(of: marker, in: bytes, from: index) {
                let start = found + marker.count
                guard let end = ByteSearch.firstIndex(of: [UInt8(ascii: "\"")], in: bytes, from: start) else { break }
                names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                index = end + 1
            }
            return names
        }
    }

    /// The scenes of one file whose class is one of `classes`.
    static func scenes(in text: String, path: String, classes: Set<String>) -> [InterfaceScene] {
        guard !customClasses(in: text).isDisjoint(with: classes), let root = XMLElementScanner.root(of: text) else { return [] }
        let kind: InterfaceScene.Kind = path.hasSuffix(".xib") ? .nib : .storyboard
        let fileName = String(path.split(separator: "/").last ?? Substring(path))
        let name = String(fileName.prefix { $0 != "." })
        let elements = [root] + root.descendants
        var classById: [String: String] = [:]
        for element in elements {
            guard let id = element["id"] else { continue }
            if let type = element["customClass"] ?? Self.uiKitClasses[element.name] { classById[id] = type }
        }
        let owners = elements.filter { element in
            guard let customClass = element["customClass"], classes.contains(customClass) else { return false }
            return kind == .nib
                ? element.name == "placeholder" && element["placeholderIdentifier"] == "IBFilesOwner"
                : element["sceneMemberID"] == "viewController"
        }
        return owners.map { owner in
            // A nib's File's Owner holds only its connections; the views are the file's other objects.
            let holder = kind == .nib ? root : owner
            let connections = owner.children.filter { $0.name == "connections" }.flatMap(\.children)
            let outlets = connections.filter { ["outlet", "outletCollection"].contains($0.name) }.compactMap { connection -> InterfaceScene.Outlet? in
                // `view` is the controller's own, which UIKit gives every screen.
                guard let property = connection["property"], property != "view" else { return nil }
                return InterfaceScene.Outlet(
                    property: property, type: connection["destination"].flatMap { classById[$0] },
                    isCollection: connection.name == "outletCollection")
            }
            let segues = (kind == .storyboard ? [owner] + owner.descendants : []).filter { $0.name == "segue" }.map { segue in
                InterfaceScene.Segue(identifier: segue["identifier"], kind: segue["kind"], destination: segue["destination"].flatMap { classById[$0] })
            }
            return InterfaceScene(
                kind: kind, path: path, name: name, className: owner["customClass"]!,
                identifier: kind == .storyboard ? owner["storyboardIdentifier"] : nil,
                isInitial: kind == .storyboard && owner["id"] != nil && root["initialViewController"] == owner["id"],
                outlets: outlets, segues: segues,
                hasStaticCells: holder.descendants.contains { $0.name == "tableView" && $0["dataMode"] == "static" },
                line: line(of: owner, in: text))
        }
    }

    /// The line of the element's `id` in the file, for the report (1 when it has none).
    private static func line(of element: XMLElementNode, in text: String) -> Int {
        guard let id = element["id"] else { return 1 }
        var text = text
        return text.withUTF8 { bytes in
            guard let found = ByteSearch.firstIndex(of: Array("id=\"\(id)\"".utf8), in: bytes) else { return 1 }
            return bytes[..<found].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        }
    }

    /// The class Interface Builder makes for an element it does not give a custom class.
    static let uiKitClasses: [String: String] = [
        "view": "UIView", "label": "UILabel", "button": "UIButton", "imageView": "UIImageView", "textField": "UITextField",
        "textView": "UITextView", "tableView": "UITableView", "collectionView": "UICollectionView", "scrollView": "UIScrollView",
        "stackView": "UIStackView", "switch": "UISwitch", "slider": "UISlider", "segmentedControl": "UISegmentedControl",
        "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView", "pageControl": "UIPageControl",
        "searchBar": "UISearchBar", "datePicker": "UIDatePicker", "pickerView": "UIPickerView", "stepper": "UIStepper",
        "visualEffectView": "UIVisualEffectView", "navigationBar": "UINavigationBar", "toolbar": "UIToolbar", "tabBar": "UITabBar",
        "barButtonItem": "UIBarButtonItem", "navigationItem": "UINavigationItem", "tableViewCell": "UITableViewCell",
        "collectionViewCell": "UICollectionViewCell", "mapView": "MKMapView", "wkWebView": "WKWebView",
        "tapGestureRecognizer": "UITapGestureRecognizer", "layoutConstraint": "NSLayoutConstraint",
        "refreshControl": "UIRefreshControl", "containerView": "UIView",
    ]
}
