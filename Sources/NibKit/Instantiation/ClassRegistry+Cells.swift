import NibContract
import NibDocument

extension ClassRegistry {
    /// Whether the class `object` names (its `customClass`, in its `customModule`, or in
    /// `module` for `customModuleProvider="target"`) is registered as a cell class of `kind`:
    /// NibKit's answer to the cell contract's question (`CellElements.isAcceptable`), where UIKit
    /// asks the loaded object `isKindOfClass:`. A class not registered makes a plain view, no cell.
    func isCellClass(_ object: Element, of kind: CellRegistration.Kind, module: String?) -> Bool {
        guard let name = object.customClass else { return false }
        let module = object.customModule ?? (object.customModuleProvider == "target" ? module : nil)
        guard let type = try? resolve(customClass: name, module: module) else { return false }
        switch kind {
        case .tableViewCell: return type is TableViewCell.Type
        case .collectionViewCell, .collectionReusableView: return type is CollectionReusableView.Type
        case .tableViewHeaderFooterView: return type is TableViewHeaderFooterView.Type
        }
    }
}
