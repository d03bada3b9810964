import Foundation

// Runs the README's examples from the repository root (`NibLoader()` reads ./Resources), as
// ReadmeTests does; exits 1 on the first check that fails.

func check(_ condition: Bool, _ what: String) {
    guard condition else {
        FileHandle.standardError.write(Data("README example failed: \(what)\n".utf8))
        exit(1)
    }
}

do {
    let controller = BookListViewController()
    controller.viewDidLoad()
    let cell = controller.tableView.visibleCells.first as? BookCell
    check(cell?.titleLabel.text == "Volume 1", "the first row's title")
    check(cell?.favoriteButton != nil && cell?.coverImageView != nil, "all four outlets connected")
    check(try loadingNibs().contains { $0 is BookCell }, "the cell nib instantiated")
    try readingADocument()
    try solvingALayout()
    let title = layingOutInCode().subviews.first
    check(title?.frame.origin == CGPoint(x: 8, y: 67) && (title?.frame.width ?? 0) > 0, "the run-time layout example")
    print("README examples ran")
} catch {
    check(false, "\(error)")
}
