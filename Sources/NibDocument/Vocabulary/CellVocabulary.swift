/// A table cell's built-in style (`UITableViewCell.CellStyle`); IB writes
/// `style="IBUITableViewCellStyleSubtitle"` and friends.
public enum CellStyle: InterfaceBuilderValue {
    case `default`, value1, value2, subtitle
    case unknown(String)

    public static let spellings: [(value: CellStyle, names: [String])] = [
        (.default, ["IBUITableViewCellStyleDefault", "default"]),
        (.value1, ["IBUITableViewCellStyleValue1", "value1"]),
        (.value2, ["IBUITableViewCellStyleValue2", "value2"]),
        (.subtitle, ["IBUITableViewCellStyleSubtitle", "subtitle"]),
    ]

    public var unknownName: String? {
        if case .unknown(let name) = self { return name }
        return nil
    }
}

/// How a selected table cell looks (`UITableViewCell.SelectionStyle`).
public enum SelectionStyle: InterfaceBuilderValue {
    case none, blue, gray, `default`
    case unknown(String)

    public static let spellings: [(value: SelectionStyle, names: [String])] = [
        (.none, ["none"]), (.blue, ["blue"]), (.gray, ["gray"]), (.default, ["default"]),
    ]

    public var unknownName: String? {
        if case .unknown(let name) = self { return name }
        return nil
    }
}

/// The standard accessory at a table cell's trailing edge (`UITableViewCell.AccessoryType`).
public enum AccessoryType: InterfaceBuilderValue {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    case unknown(String)

    public static let spellings: [(value: AccessoryType, names: [String])] = [
        (.none, ["none"]), (.disclosureIndicator, ["disclosureIndicator"]),
        (.detailDisclosureButton, ["detailDisclosureButton"]), (.checkmark, ["checkmark"]),
        (.detailButton, ["detailButton"]),
    ]

    public var unknownName: String? {
        if case .unknown(let name) = self { return name }
        return nil
    }
}
