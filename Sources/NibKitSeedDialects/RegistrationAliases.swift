import Foundation
import NibKit

// Seed 000, "iOS Cell Registration & Reusing with Swift Protocol Extensions and Generics": the
// spellings it has besides NibKit's own. Each says again what one NibKit call says, so they live
// here rather than in NibKit, which keeps one spelling per operation (UIKit's, and the typed
// `register(T.self)` / `dequeueReusableCell(for:)`).

extension TableView {
    /// `register(T.self)` for a header view.
    public func registerHeaderView<T: TableViewHeaderFooterView & ReusableView>(_ viewType: T.Type, file: StaticString = #fileID, line: UInt = #line) {
        register(viewType, file: file, line: line)
    }

    /// `register(T.self)` for a footer view (headers and footers share one queue per identifier).
    public func registerFooterView<T: TableViewHeaderFooterView & ReusableView>(_ viewType: T.Type, file: StaticString = #fileID, line: UInt = #line) {
        register(viewType, file: file, line: line)
    }

    /// `register(T.self)` for each header view type.
    public func registerHeaderViews(_ viewTypes: [any (TableViewHeaderFooterView & ReusableView).Type], file: StaticString = #fileID, line: UInt = #line) {
        for type in viewTypes { register(type, file: file, line: line) }
    }

    /// `register(T.self)` for each footer view type.
    public func registerFooterViews(_ viewTypes: [any (TableViewHeaderFooterView & ReusableView).Type], file: StaticString = #fileID, line: UInt = #line) {
        for type in viewTypes { register(type, file: file, line: line) }
    }

    /// The article's Swift 2 spelling of `dequeueReusableCell(for:)`.
    public func dequeueReusableCell<T: TableViewCell & ReusableView>(forIndexPath indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) -> T {
        dequeueReusableCell(for: indexPath, file: file, line: line)
    }
}

extension CollectionView {
    /// `register(_:forSupplementaryViewOfKind:)`.
    public func registerSupplementaryView<T: CollectionReusableView & ReusableView>(_ viewType: T.Type, forSupplementaryViewOfKind kind: String, file: StaticString = #fileID, line: UInt = #line) {
        register(viewType, forSupplementaryViewOfKind: kind, file: file, line: line)
    }

    /// `register(T.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader)`.
    public func registerHeaderView<T: CollectionReusableView & ReusableView>(_ viewType: T.Type, file: StaticString = #fileID, line: UInt = #line) {
        register(viewType, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, file: file, line: line)
    }

    /// `register(T.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter)`.
    public func registerFooterView<T: CollectionReusableView & ReusableView>(_ viewType: T.Type, file: StaticString = #fileID, line: UInt = #line) {
        register(viewType, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter, file: file, line: line)
    }

    /// `registerHeaderView(_:)` for each type.
    public func registerHeaderViews(_ viewTypes: [any (CollectionReusableView & ReusableView).Type], file: StaticString = #fileID, line: UInt = #line) {
        for type in viewTypes { registerHeaderView(type, file: file, line: line) }
    }

    /// `registerFooterView(_:)` for each type.
    public func registerFooterViews(_ viewTypes: [any (CollectionReusableView & ReusableView).Type], file: StaticString = #fileID, line: UInt = #line) {
        for type in viewTypes { registerFooterView(type, file: file, line: line) }
    }

    /// The article's Swift 2 spelling of `dequeueReusableCell(for:)`.
    public func dequeueReusableCell<T: CollectionViewCell & ReusableView>(forIndexPath indexPath: IndexPath, file: StaticString = #fileID, line: UInt = #line) -> T {
        dequeueReusableCell(for: indexPath, file: file, line: line)
    }
}
