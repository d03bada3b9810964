import Foundation

/// A controller whose view is a collection view (`UICollectionViewController`), which it serves
/// as data source; subclasses override the methods below.
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// The controller's view as a collection view (`UICollectionViewController.collectionView`); nil when the view is something else.
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    private var hasReloaded = false

    public override init() {
        super.init()
    }

    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
    }

    open override func loadView() {
        super.loadView()
        if scene?.hasView != true, !(viewIfLoaded is CollectionView) {
            view = CollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        }
        if let collection = viewIfLoaded as? CollectionView, collection.dataSource == nil {
            collection.dataSource = self
        }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !hasReloaded, let collectionView = viewIfLoaded as? CollectionView {
            hasReloaded = true
            collectionView.reloadData()
        }
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
}
