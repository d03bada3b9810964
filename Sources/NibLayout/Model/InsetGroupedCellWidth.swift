import NibDocument

/// The width a cell of an inset-grouped table is laid out at when its saved frame still spans
/// the table.
///
/// Interface Builder saves the cells of an inset-grouped table (`style="insetGrouped"`) inset
/// from the table's sides, and lays their content out at that width; but a cell can keep a frame
/// saved at x = 0 across the whole table while its content is laid out inset. passforios's
/// Main.storyboard (tools 23504 on `retina6_0`, 390 pt): the cells of five of its inset-grouped
/// tables are saved 390 pt wide at x = 0, and every view pinned to their content views' trailing
/// margins (10 of 10) ends 60 pt before the content view's saved edge: 20 pt of margin in a cell
/// 350 pt wide; the cells of its other inset-grouped tables are saved at x = 20, 350 wide.
enum InsetGroupedCellWidth {
    /// How much narrower than its saved frame `cell` is laid out: twice the table's inset for a
    /// cell of an inset-grouped table saved at x = 0 as wide as the table, else 0.
    static func inset(of cell: Element, frame: Rect, context: DocumentLayoutContext) -> Double {
        guard cell.name == "tableViewCell", frame.x == 0,
              let table = cell.ancestors.first(where: { $0.name == "tableView" }),
              context.attribute("style", of: table) == "insetGrouped",
              let tableWidth = table.frame?.width, tableWidth == frame.width else { return 0 }
        let side = sideInset(screenWidth: context.screen?.width ?? tableWidth)
        return frame.width > 2 * side ? 2 * side : 0
    }

    /// The table's inset on each side: 20 pt on a phone from 390 pt wide (passforios's own inset
    /// cells on `retina6_0`, yubioath's and NetNewsWire's on `retina6_1`, saved at x = 20), 16 on
    /// the narrower ones (Pyto's and Delta's on `retina4_7`, at x = 16).
    static func sideInset(screenWidth: Double) -> Double {
        screenWidth >= 390 ? 20 : 16
    }
}
