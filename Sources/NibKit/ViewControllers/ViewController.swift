import Foundation
import NibDocument
import NibLayout

/// A screen's controller (`UIViewController`), headless: it owns a view that loads lazily, a
/// place among its parent's children and its presenter's presented controllers, and the
/// storyboard segues of its scene.
///
/// Made from a storyboard scene, it is decoded with `init(coder:)` (outlets to the scene's other
/// objects connected, runtime attributes set, then `awakeFromNib()`); its view is made when
/// `view` is first asked for, with the controller as File's Owner (outlets into the view and
/// actions from its controls connected), then `viewDidLoad()` runs.
open class ViewController: NibObject, ActionTarget {
    /// The title containers show (a navigation bar, a tab); the storyboard's navigation item or
    /// tab bar item title when the scene sets none. Setting it sets the title of the navigation
    /// item and the tab bar item too, as UIKit's does.
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            storedTabBarItem?.title = title
        }
    }
    /// The storyboard the controller was made from; nil for controllers made in code.
    public internal(set) var storyboard: Storyboard?
    /// What a navigation bar shows for this controller: the scene's navigation item, or one made
    /// on first use with the controller's title, as UIKit makes it (so `navigationItem.title = …`
    /// and `navigationItem.rightBarButtonItem = …` work on any controller).
    public var navigationItem: NavigationItem {
        if let item = storedNavigationItem { return item }
        let item = NavigationItem(title: title)
        storedNavigationItem = item
        return item
    }
    private var storedNavigationItem: NavigationItem?
    /// The item a tab bar controller shows for this controller: the scene's, or one made on first
    /// use with the controller's title (UIKit's is implicitly unwrapped and settable too).
    public var tabBarItem: TabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = TabBarItem(title: title)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }
    private var storedTabBarItem: TabBarItem?

    /// The controllers this one contains, in order (`addChild(_:)`).
    public private(set) var children: [ViewController] = []
    /// The container this controller is a child of.
    public private(set) weak var parent: ViewController?
    /// The controller this one presented.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one or, for a child of a presented container (the
    /// root of a presented navigation controller), the container's presenter, as UIKit answers:
    /// what "am I shown modally?" checks.
    public var presentingViewController: ViewController? {
        presenter ?? parent?.presentingViewController
    }
    /// The controller that presented this one itself.
    weak var presenter: ViewController?

    /// How the scene is made, for controllers from a storyboard.
    var scene: SceneContext?
    /// Segue triggers the view's controls send their actions to (controls hold targets weakly).
    var segueTriggers: [SegueTrigger] = []
    /// Objects the scene's view needs kept alive that nothing else holds (a static table's data
    /// source when the controller is not the table's).
    var retainedHelpers: [AnyObject] = []
    /// Whether a list controller has reloaded its list (see `reloadListOnFirstAppearance`).
    var listWasReloaded = false
    /// Whether the controller is between `viewWillAppear` and `viewWillDisappear`.
    public private(set) var isAppearing = false
    /// How many times the controller has appeared: what a test or a headless run can check.
    public private(set) var appearanceCount = 0

    private var loadedView: View?
    private var viewLoadingError: NibError?

    /// The nib the view is loaded from, with the controller as File's Owner (`nibName`); nil
    /// when it is looked up by the class's name, or made by the storyboard or in code.
    public private(set) var nibName: String?
    /// Where `nibName` is looked for (`nibBundle`); nil is the main bundle, as NibLoader.shared
    /// looks.
    public private(set) var nibBundle: Bundle?

    /// A controller whose view comes from a nib named as the class is, if there is one, else an
    /// empty view (`init(nibName: nil, bundle: nil)`).
    public override init() {
        super.init()
    }

    /// A controller whose view is loaded from the nib `nibName` in `bundle`, with the controller
    /// as File's Owner, when it is first asked for (`init(nibName:bundle:)`). With a nil name the
    /// nib is looked for by the class's name, as UIKit looks: `MyViewController` first tries
    /// `MyView`, then `MyViewController`; with none, the view is an empty one.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        title = coder.string(forKey: "title")
        super.init(coder: coder)
        storedNavigationItem = coder.object(forKey: "navigationItem") as? NavigationItem
        storedTabBarItem = coder.object(forKey: "tabBarItem") as? TabBarItem
        if title == nil { title = storedNavigationItem?.title ?? storedTabBarItem?.title }
    }

    /// Controllers are not views: a view element can't be made as one, nor one as a view.
    open override class var isView: Bool { false }

    /// `view`, so a XIB whose File's Owner is a controller can connect it.
    open override class var outlets: [Outlet] {
        super.outlets + [Outlet("view", typeName: "View") { (controller: ViewController, value) in
            guard let view = value as? View else { return false }
            controller.view = view
            return true
        }]
    }

    // MARK: The view

    /// The controller's view, loaded on first access: `loadView()`, then `viewDidLoad()`. Traps
    /// when the scene's view can't be made; `tryLoadViewIfNeeded()` throws instead.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView?.controllerSafeAreaAddition = .zero
            loadedView = newValue
            newValue?.owningViewController = self
            newValue?.controllerSafeAreaAddition = additionalSafeAreaInsets
        }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Makes the view: the storyboard scene's, else an empty one the size of a phone screen.
    /// Override to make the view in code (and don't call super).
    open func loadView() {
        let listController = self as? any ListController
        if let scene, scene.hasView {
            do { try scene.loadView(of: self) } catch { viewLoadingError = error }
        } else if let (loader, name) = nibToLoad() {
            do { try loadView(fromNibNamed: name, loader: loader) } catch { viewLoadingError = error }
        } else if listController == nil {
            view = View(frame: CGRect(origin: .zero, size: Devices.phone.screenSize))
        }
        listController?.loadListView()
    }

    /// The nib the view comes from: `nibName`, else the first of the class's names that the
    /// loader finds (a controller of NibKit's own classes has none).
    private func nibToLoad() -> (NibLoader, String)? {
        guard scene == nil else { return nil }
        let loader = nibBundle.map { NibLoader(bundle: $0) } ?? NibLoader.shared
        if let nibName { return (loader, nibName) }
        let type = type(of: self)
        guard ViewController.ownClasses.allSatisfy({ $0 != type }) else { return nil }
        let className = String(describing: type)
        var names = [className]
        if className.hasSuffix("Controller"), className.count > "Controller".count { names.insert(String(className.dropLast("Controller".count)), at: 0) }
        return names.first { loader.url(forNibNamed: $0) != nil }.map { (loader, $0) }
    }

    private static let ownClasses: [ViewController.Type] = [ViewController.self, TableViewController.self, CollectionViewController.self,
                                                            NavigationController.self, TabBarController.self]

    private func loadView(fromNibNamed name: String, loader: NibLoader) throws(NibError) {
        let nib = try loader.load(named: name)
        _ = try nib.tryInstantiate(withOwner: self)
        guard loadedView != nil else {
            throw NibError(kind: .invalid, location: nib.url.map { SourceLocation(file: $0.path, line: 1, column: 1) },
                           message: "\(String(describing: type(of: self))) loaded the \"\(name)\" nib but the view outlet was not set",
                           hint: "connect File's Owner's view outlet to the nib's view, and set File's Owner's class to \(String(describing: type(of: self)))")
        }
    }

    /// Called once the view is loaded and connected.
    open func viewDidLoad() {}

    /// The traits the controller is shown with (`traitCollection`): its view's, without loading
    /// it; its parent's or presenter's before the view loads; a phone's in portrait otherwise.
    public var traitCollection: TraitCollection {
        if let view = viewIfLoaded, view.superview != nil { return view.traitCollection }
        return (parent ?? presentingViewController)?.traitCollection ?? .phonePortrait
    }

    /// Called when the window's traits change, with those it had (`traitCollectionDidChange(_:)`).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Insets added to the safe area of the controller's view, beyond the bars' and the
    /// screen's (`additionalSafeAreaInsets`): the view's subviews see them at the next layout.
    public var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let view = viewIfLoaded else { return }
            view.controllerSafeAreaAddition = additionalSafeAreaInsets
            view.invalidateLayoutSystem()
        }
    }

    /// Whether the controller is editing its content (`isEditing`); setting it is
    /// `setEditing(_:animated: false)`.
    public var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    private var editingState = false

    /// Enters or leaves editing (`setEditing(_:animated:)`); a table view controller's table
    /// follows, and `editButtonItem` says "Done" while editing. Override to show it, and call super.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        if let item = editItem {
            item.title = editing ? "Done" : "Edit"
            item.style = editing ? .done : .plain
        }
    }

    /// A button that toggles editing (`editButtonItem`): "Edit", or "Done" while editing; a tap
    /// calls `setEditing(!isEditing, animated: true)`.
    public var editButtonItem: BarButtonItem {
        if let editItem { return editItem }
        let item = BarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain, target: nil, action: nil)
        item.handler = { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        editItem = item
        return item
    }
    private var editItem: BarButtonItem?

    /// Loads the view unless it is loaded. Traps with the error naming the scene and storyboard;
    /// `tryLoadViewIfNeeded()` throws instead.
    public func loadViewIfNeeded(file: StaticString = #fileID, line: UInt = #line) {
        do { try tryLoadViewIfNeeded() } catch { trap(error, file: file, line: line) }
    }

    public func tryLoadViewIfNeeded() throws(NibError) {
        guard loadedView == nil else { return }
        loadView()
        if let error = viewLoadingError {
            viewLoadingError = nil
            throw error
        }
        if loadedView == nil { view = View(frame: CGRect(origin: .zero, size: Devices.phone.screenSize)) }
        viewDidLoad()
    }

    // MARK: Appearance

    /// Called by containers (and `Window`) before the view is shown.
    open func viewWillAppear(_ animated: Bool) {
        (self as? any ListController)?.prepareListForAppearance()
    }
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called when the view is about to lay out its subviews (its `layoutSubviews()`, in a
    /// layout pass), and after it did: the place to adjust frames the constraints do not set.
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// The children shown while this controller is: what appearance is forwarded to. All of them
    /// by default (container views); a navigation controller shows its top, a tab bar
    /// controller its selected child.
    open var appearingChildren: [ViewController] { children }

    /// Sends `viewWillAppear` and `viewDidAppear` to this controller and the children it shows,
    /// loading views as needed. Containers call it; so does `Window.makeKeyAndVisible()`.
    public func beginAppearance(animated: Bool = false) {
        guard willAppear(animated: animated) else { return }
        didAppear(animated: animated)
    }

    /// Sends `viewWillDisappear` and `viewDidDisappear` to this controller and what it shows.
    public func endAppearance(animated: Bool = false) {
        guard willDisappear(animated: animated) else { return }
        didDisappear(animated: animated)
    }

    /// One controller replacing another on screen, in UIKit's order: the incoming view loads,
    /// then `from.viewWillDisappear`, `to.viewWillAppear`, `from.viewDidDisappear`,
    /// `to.viewDidAppear` (a push, a pop, a tab switch).
    static func transition(from: ViewController?, to: ViewController?, animated: Bool) {
        to?.loadViewIfNeeded()
        let leaving = from.map { $0.willDisappear(animated: animated) } ?? false
        let arriving = to.map { $0.willAppear(animated: animated) } ?? false
        if leaving { from?.didDisappear(animated: animated) }
        if arriving { to?.didAppear(animated: animated) }
    }

    /// The first half of appearing: `viewWillAppear` here, then in the children shown. False
    /// when already appearing.
    func willAppear(animated: Bool) -> Bool {
        guard !isAppearing else { return false }
        loadViewIfNeeded()
        isAppearing = true
        appearanceCount += 1
        viewWillAppear(animated)
        for child in appearingChildren { _ = child.willAppear(animated: animated) }
        return true
    }

    /// The second half: the children's `viewDidAppear`, then this one's, then what it presents.
    func didAppear(animated: Bool) {
        for child in appearingChildren { child.didAppear(animated: animated) }
        viewDidAppear(animated)
        presentedViewController?.beginAppearance(animated: animated)
    }

    /// The first half of disappearing: what it presents leaves first, then `viewWillDisappear`
    /// here and in the children shown. False when not appearing.
    func willDisappear(animated: Bool) -> Bool {
        guard isAppearing else { return false }
        presentedViewController?.endAppearance(animated: animated)
        viewWillDisappear(animated)
        for child in appearingChildren { _ = child.willDisappear(animated: animated) }
        return true
    }

    /// The second half: the children's `viewDidDisappear`, then this one's.
    func didDisappear(animated: Bool) {
        for child in appearingChildren { child.didDisappear(animated: animated) }
        isAppearing = false
        viewDidDisappear(animated)
    }

    // MARK: Containment

    /// Adds `child` as a child controller (its view is the caller's to place, as in UIKit).
    open func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// UIKit's containment rule: the container calls `willMove(toParent: nil)` first; this
    /// calls only `didMove(toParent: nil)`, after the child has left.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Puts the children in `order`, for containers whose order means something (a navigation
    /// stack); controllers that are not children are left out.
    func reorderChildren(_ order: [ViewController]) {
        children = order.filter { $0.parent === self }
    }

    open func willMove(toParent parent: ViewController?) {}
    open func didMove(toParent parent: ViewController?) {}

    /// The nearest navigation controller above this controller (itself excluded).
    public var navigationController: NavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The nearest tab bar controller above this controller.
    public var tabBarController: TabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? TabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }

    // MARK: Presentation

    /// Presents `controller` modally: it becomes `presentedViewController`, appears when this
    /// controller is on screen, and `completion` runs. As in UIKit, a controller whose view is
    /// not in a window (in `viewDidLoad`, say), or that is already presenting, presents nothing,
    /// and says so on standard error: present from the top of a stack of presentations.
    open func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            Self.logWarning("Attempt to present \(Self.describe(controller)) on \(Self.describe(self)) which is already presenting \(Self.describe(presented)).")
            return
        }
        guard isViewInWindowHierarchy else {
            Self.logWarning("Attempt to present \(Self.describe(controller)) on \(Self.describe(self)) whose view is not in the window hierarchy.")
            return
        }
        presentedViewController = controller
        controller.presenter = self
        if isAppearing { controller.beginAppearance(animated: animated) }
        completion?()
    }

    /// Shows `controller` in the primary context (`show(_:sender:)`): a controller inside a
    /// navigation controller has it pushed, as `UINavigationController` does; otherwise it is
    /// presented modally, UIKit's default.
    open func show(_ controller: ViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(controller, animated: true)
        } else {
            present(controller, animated: true)
        }
    }

    /// Shows `controller` in a detail context (`showDetailViewController(_:sender:)`). Only a
    /// split view controller has one, and NibKit has none, so this presents it modally, as
    /// UIKit's default does when nothing above overrides it: a navigation controller does not
    /// push it.
    open func showDetailViewController(_ controller: ViewController, sender: Any?) {
        present(controller, animated: true)
    }

    /// Whether the view is in a window, which UIKit requires of a presenter. A presented
    /// controller's view is in no view tree here: it counts as in the window once it appears
    /// over a presenter that is (so not yet in its own `viewDidLoad`, as in UIKit).
    var isViewInWindowHierarchy: Bool {
        var view = viewIfLoaded
        while let current = view {
            if current is Window { return true }
            view = current.superview
        }
        var top = self
        while let parent = top.parent { top = parent }
        guard let presenter = top.presenter, top.isAppearing else { return false }
        return presenter.isViewInWindowHierarchy
    }

    /// UIKit's console warnings (a presentation it refuses): on standard error, as UIKit logs
    /// them, since the call itself returns nothing to check.
    static func logWarning(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// A controller as UIKit's warnings name it: `<Module.Class>`.
    static func describe(_ controller: ViewController) -> String {
        "<\(String(reflecting: type(of: controller)))>"
    }

    /// Dismisses what this controller presented and everything presented above it, as UIKit
    /// does for a stack of presentations (or, when it presented nothing, itself from its
    /// presenter).
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presentedViewController else {
            presentingViewController?.dismiss(animated: animated, completion: completion)
            return
        }
        // Disappearing goes from the top down (endAppearance sends it up the stack first);
        // then every link of the stack is undone, so none above is left presenting.
        presented.endAppearance(animated: animated)
        var next: ViewController? = presented
        var below: ViewController = self
        while let controller = next {
            next = controller.presentedViewController
            controller.presenter = nil
            below.presentedViewController = nil
            below = controller
        }
        completion?()
    }

    // MARK: Segues

    /// Asked before a segue a control or a cell triggers is performed (not for
    /// `performSegue(withIdentifier:sender:)`); false cancels it.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue from this controller is performed, with the destination already
    /// made: pass it what it needs.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// The unwind actions this controller declares (see `UnwindAction`).
    open class var unwindActions: [UnwindAction] { [] }

    /// Whether this controller is where an unwind segue for `action` ends: by default, when its
    /// class declares the action.
    open func canPerformUnwindSegueAction(_ action: String, from fromViewController: ViewController, sender: Any?) -> Bool {
        Self.unwindActions.contains { $0.selector == action }
    }

    // MARK: Actions

    /// Receives the actions of the view's controls whose target is the controller (File's
    /// Owner), by selector name. Override to handle yours; return false for others.
    open func perform(_ selector: String, sender: Control) -> Bool { false }
}
