import Foundation

/// How a collection view places its items (`UICollectionViewLayout`): a flow layout
/// (`CollectionViewFlowLayout`) or a compositional one (`CollectionViewCompositionalLayout`).
/// NibKit computes a layout's frames itself, so a layout of another kind (a subclass overriding
/// `layoutAttributesForElements(in:)`) cannot be written: this class is not open.
public class CollectionViewLayout: NibObject {
    /// The collection view the layout places items for (`collectionView`); nil until it is set
    /// as one's `collectionViewLayout`.
    public internal(set) weak var collectionView: CollectionView?
    /// The whole content's size at the last layout (`collectionViewContentSize`).
    public internal(set) var collectionViewContentSize = CGSize.zero

    override init() {
        super.init()
    }

    public required init(coder: NibCoder) throws {
        try super.init(coder: coder)
    }

    /// Makes the collection view measure its items again at its next layout pass
    /// (`invalidateLayout()`), as after changing the layout's properties.
    public func invalidateLayout() {
        collectionView?.invalidateMeasurement()
    }

    /// The frames of `counts` items per section in `collectionView`, which asks for them when it
    /// measures (at a reload, or once invalidated). The base layout places nothing.
    func geometry(in collectionView: CollectionView, counts: [Int]) -> CollectionGeometry { CollectionGeometry() }
}
