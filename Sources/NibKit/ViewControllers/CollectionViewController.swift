import Foundation

/// A controller whose view is a collection view (`UICollectionViewController`), which it serves
/// as data source and delegate (unless they are set); subclasses override the methods below.
/// Without a storyboard view it makes a collection view the size of a phone screen, and the
/// collection is reloaded the first time the controller is about to appear.
// Every method of both protocols is declared here, `open`, so that a subclass's `override` is
// the method the collection view calls (see TableViewController).
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate, ListController {
    /// The controller's view as a collection view (`UICollectionViewController.collectionView`); nil when the view is something else.
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// Whether the collection's selection is cleared each time the controller is about to appear
    /// again (UIKit's `clearsSelectionOnViewWillAppear`; on by default, and read from a
    /// storyboard's `clearsSelectionOnViewWillAppear="NO"`).
    public var clearsSelectionOnViewWillAppear = true

    /// The layout the controller's collection view is made with (`init(collectionViewLayout:)`).
    private var initialLayout: CollectionViewLayout?

    /// A controller that makes a collection view, with a flow layout, when its view is first
    /// asked for.
    public override init() {
        super.init()
    }

    /// A controller whose collection view is made with `layout` (`init(collectionViewLayout:)`).
    public init(collectionViewLayout layout: CollectionViewLayout) {
        initialLayout = layout
        super.init()
    }

    /// Decodes a collection view controller from a storyboard scene, with its
    /// `clearsSelectionOnViewWillAppear`.
    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        clearsSelectionOnViewWillAppear = coder.bool(forKey: "clearsSelectionOnViewWillAppear") ?? true
        super.init(coder: coder)
    }

    func listViewDidLoad() {}

    func makeList(frame: CGRect) -> CollectionView {
        initialLayout.map { CollectionView(frame: frame, collectionViewLayout: $0) } ?? CollectionView(frame: frame)
    }

    /// One section, unless overridden.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// No items, unless overridden.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Subclasses must override this to return a dequeued cell; the default traps with a message saying so.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        fatalError("\(String(reflecting: type(of: self))) must override collectionView(_:cellForItemAt:) to return a dequeued cell for \(indexPath)")
    }

    /// No supplementary views, unless overridden.
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? { nil }

    // MARK: Delegate

    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
}
