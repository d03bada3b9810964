import Foundation

/// Converting points and rectangles between views' coordinate spaces (`convert(_:to:)`,
/// `convert(_:from:)`). A view's coordinates are its bounds': a point goes to its superview's by
/// taking away `bounds.origin` (a scroll view's `contentOffset`) and adding `frame.origin`.
/// NibKit has no transforms, so that is all there is to it.
extension View {
    /// `point`, in this view's coordinates, in `view`'s; nil is the window's (the root's).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let inRoot = pointInRoot(point)
        return view?.pointFromRoot(inRoot) ?? inRoot
    }

    /// `point`, in `view`'s coordinates (nil: the window's), in this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        pointFromRoot(view?.pointInRoot(point) ?? point)
    }

    /// `rect`, in this view's coordinates, in `view`'s; nil is the window's.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect`, in `view`'s coordinates (nil: the window's), in this view's.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// A point of this view in the coordinates of the top of its tree (the window, when in one).
    private func pointInRoot(_ point: CGPoint) -> CGPoint {
        var point = point
        var current: View = self
        while let superview = current.superview {
            point = current.pointInSuperview(point)
            current = superview
        }
        return point
    }

    /// A point in the coordinates of the top of this view's tree, in this view's.
    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        var chain: [View] = []
        var current: View? = self
        while let view = current, view.superview != nil {
            chain.append(view)
            current = view.superview
        }
        var point = point
        for view in chain.reversed() {
            point = CGPoint(x: point.x - view.frame.minX + view.bounds.minX, y: point.y - view.frame.minY + view.bounds.minY)
        }
        return point
    }

    private func pointInSuperview(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - bounds.minX + frame.minX, y: point.y - bounds.minY + frame.minY)
    }
}
