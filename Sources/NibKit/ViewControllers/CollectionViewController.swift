import Foundation

/// A controller whose view is a collection view (`UICollectionViewController`), which it serves
/// as data source; subclasses override the methods below.
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// The controller's view as a collection view (`UICollectionViewController.collectionView`); nil when the view is something else.
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    public override init() {
        super.init()
    }

    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
    }

    /// Without a storyboard view: a collection view the size of a phone screen. The controller
    /// is its data source and delegate unless they are set, as UIKit's is.
    open override func loadView() {
        super.loadView()
        if let collection = loadListView({ CollectionView(frame: $0) }) {
            if collection.dataSource == nil { collection.dataSource = self }
            if collection.delegate == nil { collection.delegate = self }
        }
    }

    /// Reloads the collection the first time the controller is about to appear.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let collection = viewIfLoaded as? CollectionView { reloadListOnFirstAppearance { collection.reloadData() } }
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
