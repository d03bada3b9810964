import Foundation

/// How a collection view places its items (`UICollectionViewLayout`): a flow layout
/// (`CollectionViewFlowLayout`, which apps subclass too) or a compositional one
/// (`CollectionViewCompositionalLayout`). NibKit computes a layout's frames itself, so a layout of
/// another kind (a direct subclass overriding `layoutAttributesForElements(in:)`) cannot be
/// written: this class has no initializer a subclass outside NibKit can call.
open class CollectionViewLayout: NibObject {
    /// The collection view the layout places items for (`collectionView`); nil until it is set
    /// as one's `collectionViewLayout`.
    public internal(set) weak var collectionView: CollectionView?
    /// The whole content's size at the last layout (`collectionViewContentSize`).
    public internal(set) var collectionViewContentSize = CGSize.zero

    override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return nil }
        super.init(coder: coder)
    }

    /// Makes the collection view measure its items again at its next layout pass
    /// (`invalidateLayout()`), as after changing the layout's properties.
    open func invalidateLayout() {
        collectionView?.invalidateMeasurement()
    }

    /// Called before the layout places the items, each time the collection view measures them
    /// (`prepare()`): a subclass sets its properties here from `collectionView`'s size.
    open func prepare() {}

    /// The frames of `counts` items per section in `collectionView`, which asks for them when it
    /// measures (at a reload, or once invalidated). The base layout places nothing.
    func geometry(in collectionView: CollectionView, counts: [Int]) -> CollectionGeometry { CollectionGeometry() }
}

/// Where a layout puts one item or supplementary view (`UICollectionViewLayoutAttributes`).
public final class CollectionViewLayoutAttributes {
    /// The item's, or the supplementary view's, index path.
    public let indexPath: IndexPath
    /// Its frame in the collection view's content.
    public var frame: CGRect
    /// The kind of supplementary view; nil for a cell (`representedElementKind`).
    public let representedElementKind: String?

    /// Attributes for the cell at `indexPath`, with no frame yet (`init(forCellWith:)`).
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(indexPath: indexPath, frame: .zero)
    }

    init(indexPath: IndexPath, frame: CGRect, representedElementKind: String? = nil) {
        self.indexPath = indexPath
        self.frame = frame
        self.representedElementKind = representedElementKind
    }

    /// The frame's size.
    public var size: CGSize { frame.size }
    /// The frame's centre.
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
}
