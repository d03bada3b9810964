import Foundation

/// A controller whose view is a collection view (`UICollectionViewController`), which it serves
/// as data source; subclasses override the methods below.
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
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

    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        fatalError("\(String(reflecting: type(of: self))) must override collectionView(_:cellForItemAt:) to return a dequeued cell for \(indexPath)")
    }

    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? { nil }
}
