import UIKit

/// The first scene of Main.storyboard.
final class HomeViewController: UIViewController {
    @IBAction func openTapped(_ sender: UIButton) {
        if sender.tag == 0 {
            performSegue(withIdentifier: "showDetail", sender: sender)
        } else if let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") {
            navigationController?.pushViewController(detail, animated: true)
        }
    }

    func showShelf() {
        let shelf = ShelfViewController(nibName: "ShelfViewController", bundle: nil)
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        _ = storyboard
        present(shelf, animated: true)
    }
}
