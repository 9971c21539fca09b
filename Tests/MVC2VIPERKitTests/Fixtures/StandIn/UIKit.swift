// A small stand-in for UIKit, enough to type-check migrated modules on Linux and to replay them.
// As in UIKit, responders (views, controllers), bar items, segues, alerts and the table and collection
// protocols are isolated to the main actor, so that Swift 6 mode checks isolation as on iOS.
// Only the API surface the samples and the emitted code touch; behaviour is minimal, except that
// what a screen does to the world (navigation, alerts, URLs) is recorded for the behaviour replay.
@_exported import Foundation

/// What screens did, in order: the behaviour replay compares an original controller's record with
/// its migrated module's. Services and delegates of a replay write here too.
public enum StandInRecorder {
    nonisolated(unsafe) public private(set) static var events: [String] = []
    /// The alerts presented so far, newest last, so that a replay can tap their actions.
    nonisolated(unsafe) public private(set) static var alerts: [UIAlertController] = []
    /// Makes the destination of a segue, as the storyboard would; a replay may set it.
    @MainActor
    public static var segueDestination: (String) -> UIViewController = { _ in UIViewController() }

    public static func record(_ event: String) { events.append(event) }

    nonisolated(unsafe) private static var publishers: [() -> Void] = []

    /// Set for a replay's second pass: the app's throwing service methods throw, so that error paths play too.
    public static let servicesFail = ProcessInfo.processInfo.environment["REPLAY_SERVICES_FAIL"] != nil

    public struct ServiceFailure: LocalizedError {
        public init() {}
        public var errorDescription: String? { "The service failed (replay)." }
    }

    /// Registers a publisher of the app's services with a way to publish one value, so that a
    /// replay can make every live publisher deliver; returns the publisher.
    public static func replaying<Publisher: AnyObject>(_ publisher: Publisher, _ publish: @escaping (Publisher) -> Void) -> Publisher {
        publishers.append { [weak publisher] in
            if let publisher { publish(publisher) }
        }
        return publisher
    }

    /// Makes every registered publisher that is still alive deliver one value.
    public static func publishAll() {
        for publish in publishers { publish() }
    }

    /// Forgets what setting a screen up recorded, so that a replay compares what the screen did.
    public static func reset() {
        events = []
        alerts = []
    }

    @MainActor
    static func recordAlert(_ alert: UIAlertController) {
        alerts.append(alert)
        let actions = alert.actions.map { "\($0.title ?? "nil") (\($0.style))" }.joined(separator: ", ")
        record("alert \(describe(alert.title)) message: \(describe(alert.message)) style: \(alert.preferredStyle) actions: [\(actions)]")
    }

    /// A controller as the record names it: its type, its storyboard id and its own stored values,
    /// so that configuration handed to a destination is compared too.
    @MainActor
    public static func describe(controller: UIViewController) -> String {
        var text = "\(type(of: controller))"
        if let identifier = controller.restorationIdentifier { text += " (storyboard id: \(identifier))" }
        // UIKit's own controllers hold nothing the app configured.
        guard !String(reflecting: type(of: controller)).hasPrefix("UIKit.") else { return text }
        let values = Mirror(reflecting: controller).children.compactMap { child in child.label.map { "\($0): \(describe(child.value))" } }
        return values.isEmpty ? text : text + " {" + values.joined(separator: ", ") + "}"
    }

    /// Values by content; objects by type, since their addresses differ run to run.
    public static func describe(_ value: Any?) -> String {
        guard let value else { return "nil" }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional { return describe(mirror.children.first?.value) }
        let unwrapped = value
        if Mirror(reflecting: unwrapped).displayStyle == .class { return "<\(type(of: unwrapped))>" }
        return String(describing: unwrapped)
    }
}

public struct Selector: Hashable {
    public let name: String
    public init(_ name: String) { self.name = name }
}

extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var section: Int { self[0] }
    public var row: Int { self[1] }
    public var item: Int { self[1] }
}

@MainActor
open class UIResponder: NSObject {
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// What a storyboard or nib connects to the object's outlets when it loads: the harness writes it for each class
    /// with outlets (UIKit does it from the archive, which Linux has none of).
    open func connectInterfaceOutlets() {}
}

extension NotificationCenter {
    /// The Objective-C selector form, which swift-corelibs-foundation lacks.
    public func addObserver(_ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?) {}
}

open class UIColor: NSObject, @unchecked Sendable {
    public static let white = UIColor()
    public static let black = UIColor()
    public static let clear = UIColor()
    public static let red = UIColor()
    public static let systemBackground = UIColor()
}

open class UIFont: NSObject, @unchecked Sendable {
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont() }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont() }
}

open class UIImage: NSObject, @unchecked Sendable {
    public let data: Data?
    public init?(data: Data) { self.data = data }
    public init?(named name: String) { self.data = nil }
}

open class UIView: UIResponder {
    open var tag = 0
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var backgroundColor: UIColor?
    open var tintColor: UIColor?
    open var isUserInteractionEnabled = true
    open private(set) var subviews: [UIView] = []
    public override init() { super.init() }
    public init(frame: CGRect) { self.frame = frame; super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func addSubview(_ view: UIView) { subviews.append(view) }
    open func removeFromSuperview() {}
    open func layoutIfNeeded() {}
    open func setNeedsLayout() {}
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {}
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
    open func awakeFromNib() {}
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
}

open class NSLayoutDimension: NSObject {
    open func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint()
        constraint.constant = constant
        return constraint
    }
}

open class UIStackView: UIView {
    open private(set) var arrangedSubviews: [UIView] = []
    open func addArrangedSubview(_ view: UIView) { arrangedSubviews.append(view) }
}

open class UIProgressView: UIView {
    open var progress: Float = 0
}

open class UIPageControl: UIControl {
    open var numberOfPages = 0
    open var currentPage = 0
}

open class NSLayoutConstraint: NSObject {
    open var constant: CGFloat = 0
    open var isActive = false
}

open class UILabel: UIView {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var font: UIFont?
    open var textColor: UIColor?
    open var numberOfLines = 1
}

open class UIImageView: UIView {
    open var image: UIImage?
    public init(image: UIImage?) { self.image = image; super.init() }
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

open class UIActivityIndicatorView: UIView {
    open private(set) var isAnimating = false
    open var hidesWhenStopped = true
    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }
}

public struct UIControlEvents: OptionSet {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let touchUpInside = UIControlEvents(rawValue: 1)
    public static let valueChanged = UIControlEvents(rawValue: 2)
    public static let editingChanged = UIControlEvents(rawValue: 4)
}

public enum UIControlState { case normal, highlighted, disabled, selected }

open class UIControl: UIView {
    public typealias Event = UIControlEvents
    public typealias State = UIControlState
    open var isEnabled = true
    open var isSelected = false
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControlEvents) {}
    open func sendActions(for controlEvents: UIControlEvents) {}
}

open class UIButton: UIControl {
    public enum ButtonType { case custom, system }
    public convenience init(type buttonType: ButtonType) { self.init() }
    open var titleLabel: UILabel? = UILabel()
    open func setTitle(_ title: String?, for state: UIControlState) {}
    open func setImage(_ image: UIImage?, for state: UIControlState) {}
}

open class UISwitch: UIControl {
    open var isOn = false
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

open class UISlider: UIControl {
    open var value: Float = 0
}

open class UIStepper: UIControl {
    open var value: Double = 0
}

open class UISegmentedControl: UIControl {
    open var selectedSegmentIndex = 0
}

open class UIDatePicker: UIControl {
    open var date = Date()
}

open class UIPickerView: UIView {
    private var selected: [Int: Int] = [:]
    open func selectedRow(inComponent component: Int) -> Int { selected[component] ?? 0 }
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) { selected[component] = row }
    open func reloadAllComponents() {}
}

open class UITextView: UIScrollView {
    open var text: String! = ""
}

@MainActor
public protocol UISearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
}

open class UISearchBar: UIView {
    open var text: String?
    open weak var delegate: UISearchBarDelegate?
}

open class UITextField: UIControl {
    open var text: String?
    open var placeholder: String?
    open weak var delegate: UITextFieldDelegate?
    open func becomeFirstResponder() -> Bool { true }
    open func resignFirstResponder() -> Bool { true }
}

@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {}

open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false
    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }
}

@MainActor
open class UIGestureRecognizer: NSObject {
    public init(target: Any?, action: Selector?) { super.init() }
}

open class UITapGestureRecognizer: UIGestureRecognizer {}

public struct UIEdgeInsets: Equatable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

open class UIScrollView: UIView {
    open var contentOffset: CGPoint = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var refreshControl: UIRefreshControl?
}

public enum UITableViewCellAccessoryType { case none, disclosureIndicator, checkmark }

public enum UITableViewCellStyle { case `default`, value1, value2, subtitle }

open class UITableViewCell: UIView {
    public enum EditingStyle { case none, delete, insert }
    public typealias AccessoryType = UITableViewCellAccessoryType
    public typealias CellStyle = UITableViewCellStyle
    open var textLabel: UILabel? = UILabel()
    open var detailTextLabel: UILabel? = UILabel()
    open var imageView: UIImageView? = UIImageView()
    open var accessoryType: UITableViewCellAccessoryType = .none
    public let reuseIdentifier: String?
    public init(style: UITableViewCellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }
    public required init?(coder: NSCoder) { self.reuseIdentifier = nil; super.init(coder: coder) }
    open func prepareForReuse() {}
}

@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

@MainActor
public protocol UITableViewDelegate: NSObjectProtocol {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
}

open class UITableView: UIScrollView {
    open weak var dataSource: UITableViewDataSource?
    open weak var delegate: UITableViewDelegate?
    open var tableFooterView: UIView?
    open var rowHeight: CGFloat = 44
    open var isEditing = false
    open private(set) var reloadCount = 0
    open func reloadData() { reloadCount += 1 }
    public enum RowAnimation { case automatic, fade, none }
    open func beginUpdates() {}
    open func endUpdates() {}
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
    open var indexPathForSelectedRow: IndexPath?
}

open class UICollectionViewCell: UIView {}

@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

@MainActor
public protocol UICollectionViewDelegate: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

open class UICollectionViewLayout: NSObject {}
open class UICollectionViewFlowLayout: UICollectionViewLayout {}

open class UICollectionView: UIScrollView {
    open var collectionViewLayout: UICollectionViewLayout = UICollectionViewFlowLayout()
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }
    /// Compiles as on iOS, where it traps at run time for want of a layout.
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open weak var dataSource: UICollectionViewDataSource?
    open weak var delegate: UICollectionViewDelegate?
    open func reloadData() {}
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
}

public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public private(set) var sectionIdentifiers: [SectionIdentifierType] = []
    public private(set) var itemIdentifiers: [ItemIdentifierType] = []
    public init() {}
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) { sectionIdentifiers += identifiers }
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        itemIdentifiers += identifiers
    }
}

@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    private let cellProvider: CellProvider
    private var snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) { self.snapshot = snapshot }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        indexPath.row < snapshot.itemIdentifiers.count ? snapshot.itemIdentifiers[indexPath.row] : nil
    }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { snapshot.itemIdentifiers.count }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellProvider(tableView, indexPath, snapshot.itemIdentifiers[indexPath.row]) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    private let cellProvider: CellProvider
    private var snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        super.init()
    }
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) { self.snapshot = snapshot }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        indexPath.item < snapshot.itemIdentifiers.count ? snapshot.itemIdentifiers[indexPath.item] : nil
    }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { snapshot.itemIdentifiers.count }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellProvider(collectionView, indexPath, snapshot.itemIdentifiers[indexPath.item]) ?? UICollectionViewCell()
    }
}

@MainActor
open class UIBarButtonItem: NSObject {
    public enum SystemItem { case add, done, cancel, refresh, edit }
    open var isEnabled = true
    open var tag = 0
    public override init() { super.init() }
    public init(title: String?, style: Style, target: Any?, action: Selector?) { super.init() }
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) { super.init() }
    public enum Style { case plain, done }
}

@MainActor
open class UINavigationItem: NSObject {
    open var title: String?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItem: UIBarButtonItem?
}

@MainActor
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }
}

@MainActor
open class UIStoryboard: NSObject {
    public let name: String
    public init(name: String, bundle: Bundle?) { self.name = name }
    /// The scenes a program registers, by `Storyboard/Identifier` (`Storyboard/` for the initial one): what the
    /// real storyboard file says. An unregistered one makes a plain controller.
    nonisolated(unsafe) public static var scenes: [String: @MainActor () -> UIViewController] = [:]
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        let viewController = made(Self.scenes["\(name)/\(identifier)"]) ?? UIViewController()
        viewController.restorationIdentifier = identifier
        return viewController
    }
    open func instantiateInitialViewController() -> UIViewController? { made(Self.scenes["\(name)/"]) ?? UIViewController() }

    private func made(_ scene: (@MainActor () -> UIViewController)?) -> UIViewController? {
        guard let viewController = scene?() else { return nil }
        viewController.storyboard = self
        viewController.loadsInterface = true
        return viewController
    }
}

public enum UIModalPresentationStyle { case automatic, fullScreen, pageSheet, formSheet, overFullScreen }

open class UIViewController: UIResponder {
    open var view: UIView! = UIView()
    open var title: String?
    open var restorationIdentifier: String?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var navigationItem = UINavigationItem()
    open internal(set) var navigationController: UINavigationController?
    open internal(set) var tabBarController: UITabBarController?
    open internal(set) var presentedViewController: UIViewController?
    open internal(set) weak var presentingViewController: UIViewController?
    open var storyboard: UIStoryboard?
    open var isViewLoaded: Bool { true }
    open private(set) var nibName: String?
    /// Made from a storyboard scene or a nib: loading the view connects the outlets.
    var loadsInterface = false
    private var viewLoadedOnce = false
    /// As UIKit declares it: a convenience initializer, so a screen's own `init()` overrides nothing.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        loadsInterface = nibNameOrNil != nil
        super.init()
    }
    /// As UIKit does: the first call loads the view — connecting what a storyboard or nib holds — and runs `viewDidLoad`.
    open func loadViewIfNeeded() {
        guard !viewLoadedOnce else { return }
        viewLoadedOnce = true
        if loadsInterface { connectInterfaceOutlets() }
        viewDidLoad()
    }
    public required init?(coder: NSCoder) { super.init() }
    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func didReceiveMemoryWarning() {}
    open func awakeFromNib() {}
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        if let alert = viewControllerToPresent as? UIAlertController {
            StandInRecorder.recordAlert(alert)
        } else {
            StandInRecorder.record("present \(StandInRecorder.describe(controller: viewControllerToPresent)) style: \(viewControllerToPresent.modalPresentationStyle)")
        }
        completion?()
    }
    /// As UIKit does: a presented screen asks the one that presented it to dismiss it.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if presentedViewController == nil, let presenting = presentingViewController ?? navigationController?.presentingViewController {
            presenting.presentedViewController = nil
        }
        presentedViewController = nil
        StandInRecorder.record("dismiss")
        completion?()
    }
    open func show(_ vc: UIViewController, sender: Any?) { StandInRecorder.record("show \(StandInRecorder.describe(controller: vc))") }
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        StandInRecorder.record("show detail \(StandInRecorder.describe(controller: vc))")
    }
    /// As a storyboard would: makes the destination, lets the source prepare it, then records it.
    /// The sender is not recorded: only the source sees it, and what it carries shows in the destination.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        let destination = StandInRecorder.segueDestination(identifier)
        prepare(for: UIStoryboardSegue(identifier: identifier, source: self, destination: destination), sender: sender)
        StandInRecorder.record("segue \(identifier) → \(StandInRecorder.describe(controller: destination))")
    }
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    open func addChild(_ childController: UIViewController) {}
    open func removeFromParent() {}
    open func didMove(toParent parent: UIViewController?) {}
}

open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { viewControllers.last }
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        rootViewController.navigationController = self
        viewControllers = [rootViewController]
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewController.navigationController = self
        viewControllers.append(viewController)
        StandInRecorder.record("push \(StandInRecorder.describe(controller: viewController))")
    }
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        StandInRecorder.record("pop")
        return viewControllers.popLast()
    }
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        StandInRecorder.record("pop to root")
        return nil
    }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
        StandInRecorder.record("set view controllers \(viewControllers.map { StandInRecorder.describe(controller: $0) })")
    }
}

open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open var selectedIndex = 0
}

open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    open var tableView: UITableView! = UITableView() {
        didSet { adoptTableView() }
    }
    open var refreshControl: UIRefreshControl?
    public init(style: Int = 0) {
        super.init(nibName: nil, bundle: nil)
        adoptTableView()
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        adoptTableView()
    }
    /// Like UIKit, the controller feeds and handles its table unless told otherwise.
    private func adoptTableView() {
        tableView?.dataSource = self
        tableView?.delegate = self
    }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
}

open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    open var collectionView: UICollectionView! = UICollectionView()
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

public enum UIAlertControllerStyle { case alert, actionSheet }
public enum UIAlertActionStyle { case `default`, cancel, destructive }

@MainActor
open class UIAlertAction: NSObject {
    public typealias Style = UIAlertActionStyle
    public let title: String?
    public let style: UIAlertActionStyle
    public let handler: ((UIAlertAction) -> Void)?
    public init(title: String?, style: UIAlertActionStyle, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

open class UIAlertController: UIViewController {
    public typealias Style = UIAlertControllerStyle
    open var message: String?
    public let preferredStyle: UIAlertControllerStyle
    open private(set) var actions: [UIAlertAction] = []
    public init(title: String?, message: String?, preferredStyle: UIAlertControllerStyle) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }
    public required init?(coder: NSCoder) { self.preferredStyle = .alert; super.init(coder: coder) }
    open func addAction(_ action: UIAlertAction) { actions.append(action) }
}

open class UIApplication: UIResponder {
    public static let shared = UIApplication()
    public static let openSettingsURLString = "app-settings:"
    open func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        StandInRecorder.record("open \(url)")
        completionHandler?(true)
    }
    open func canOpenURL(_ url: URL) -> Bool { true }
}

open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    open func makeKeyAndVisible() {}
}
