import Foundation
import LayerKit
import Sessions
import Testing

@testable import Scenes

/// The UIKit Dynamics, custom-transition and scroll-view examples, compiled and run as pages: the physics is a function
/// of scene time (seeking back and forth shows the same frame), a tap grows a tile into its detail, dimmed behind, and
/// a flick turns a page with the hills behind following at half the speed.
@Suite("UIKit example pages", .serialized)
struct UIKitExamplePageTests {
    static let root = repositoryRoot.path

    /// Every layer's position, in the tree's order.
    func positions(_ session: SceneSession) -> [Point] {
        var found: [Point] = []
        session.scene.tree.rootLayer.forEachLayer { found.append(session.scene.tree.presentationProperties(of: $0).position) }
        return found
    }

    @Test func theDynamicsPageShowsTheSameMotionWhenSeeking() throws {
        let session = try SceneSession(spec: Self.root + "/examples/dynamics.swift", size: Size(width: 480, height: 360))
        let start = positions(session)
        session.seek(to: 3)
        let settled = positions(session)
        #expect(settled != start)
        session.seek(to: 1.2)
        session.seek(to: 3)
        #expect(positions(session) == settled)
        // Everything the collision behavior holds stays in the 480 x 360 view (the cards and the ball).
        var inside = true
        session.scene.tree.rootLayer.forEachLayer { layer in
            let p = session.scene.tree.presentationProperties(of: layer)
            if p.bounds.width == 90 && p.bounds.height == 50 || p.bounds.width == 44 {
                inside = inside && p.position.y > 150 && p.position.y < 360 && p.position.x > 0 && p.position.x < 480
            }
        }
        #expect(inside)
    }

    @Test func aTapGrowsATileIntoItsDetailOverADimmedBackdrop() throws {
        let session = try SceneSession(spec: Self.root + "/examples/custom-transition.swift", size: Size(width: 470, height: 380))
        session.seek(to: 0.5)
        // The middle tile: (170, 150) to (280, 240).
        session.send(.press(Point(225, 195)))
        session.send(.release(Point(225, 195)))
        func detail() -> LayerProperties? {
            var found: LayerProperties?
            session.scene.tree.rootLayer.forEachLayer { layer in
                let p = session.scene.tree.presentationProperties(of: layer)
                if p.backgroundColor != nil && p.bounds.width > 110 && p.bounds.width <= 390 && p.cornerRadius <= 12
                    && layer.sublayers?.isEmpty == false {
                    found = p
                }
            }
            return found
        }
        session.seek(to: 0.52)
        let early = try #require(detail())
        #expect(early.bounds.width < 200, "it starts at the tile's size: \(early.bounds)")
        session.seek(to: 2)
        let open = try #require(detail())
        // The presentation controller's frame: the container inset by 40 points.
        #expect(open.bounds.size == Size(width: 390, height: 300) && open.position == Point(235, 190))
    }

    @Test func aFlickTurnsAPageAndTheHillsFollowAtHalfTheSpeed() throws {
        let session = try SceneSession(spec: Self.root + "/examples/parallax.swift", size: Size(width: 420, height: 320))
        session.seek(to: 0.5)
        session.send(.press(Point(300, 120)))
        session.seek(to: 0.52)
        session.send(.drag(from: Point(300, 120), to: Point(260, 120)))
        session.seek(to: 0.54)
        session.send(.drag(from: Point(260, 120), to: Point(200, 120)))
        session.send(.release(Point(200, 120)))
        session.seek(to: 2)
        var offsets: [Double] = [], hills: [Double] = []
        session.scene.tree.rootLayer.forEachLayer { layer in
            let p = session.scene.tree.presentationProperties(of: layer)
            if p.bounds.size == Size(width: 420, height: 320) && p.bounds.minX != 0 { offsets.append(p.bounds.minX) }
            if p.bounds.width == 420 * 2.5 { hills.append(p.position.x - p.bounds.width / 2) }
        }
        #expect(offsets == [420], "the scroll view shows the second page")
        #expect(hills == [-210])
    }

    @Test func theCarouselStopsWithACardInTheMiddle() throws {
        let session = try SceneSession(spec: Self.root + "/examples/collection-carousel.swift", size: Size(width: 640, height: 400))
        session.seek(to: 0.5)
        session.send(.press(Point(400, 200)))
        session.seek(to: 0.52)
        session.send(.drag(from: Point(400, 200), to: Point(330, 200)))
        session.seek(to: 0.54)
        session.send(.drag(from: Point(330, 200), to: Point(250, 200)))
        session.send(.release(Point(250, 200)))
        session.seek(to: 3)
        var offsets: [Double] = [], scales: [Double] = [], cards = 0
        session.scene.tree.rootLayer.forEachLayer { layer in
            let p = session.scene.tree.presentationProperties(of: layer)
            if p.bounds.size == Size(width: 640, height: 400) && p.bounds.minX != 0 { offsets.append(p.bounds.minX) }
            // The cards themselves (their content views, the same size, sit at their middle).
            if p.bounds.size == Size(width: 180, height: 240) && p.position != Point(90, 120) {
                scales.append(p.transform.m11)
                cards += 1
            }
        }
        // Cards are 180 wide, 24 apart: a flick stops on a multiple of 204, and that card is at full size.
        #expect(offsets.count == 1 && offsets.allSatisfy { $0 > 0 && $0.truncatingRemainder(dividingBy: 204) == 0 }, "\(offsets)")
        #expect(scales.contains { abs($0 - 1) < 1e-9 })
        // The cards that came into view were made (the controller, the data source, lives as long as the scene): the
        // middle one and the three on each side that reach into the 640-point view.
        #expect(cards >= 4, "\(cards) cards")
    }

    @Test func tableRowsSlideInAsTheyFirstShow() throws {
        let session = try SceneSession(spec: Self.root + "/examples/table-rows.swift", size: Size(width: 360, height: 480))
        func cells() -> [LayerProperties] {
            var found: [LayerProperties] = []
            session.scene.tree.rootLayer.forEachLayer { layer in
                let p = session.scene.tree.presentationProperties(of: layer)
                // The cells themselves, not their content and highlight views (of the same size).
                if p.bounds.size == Size(width: 360, height: 56) && layer.superlayer?.bounds.height != 56 { found.append(p) }
            }
            return found
        }
        // Nine 56-point rows fit in 480 points; the sixth is still on its way in at 0.3 s (it starts 0.25 s late).
        session.seek(to: 0.3)
        #expect(cells().count == 9)
        #expect(cells().contains { $0.opacity < 0.5 })
        session.seek(to: 2)
        #expect(cells().count == 9 && cells().allSatisfy { $0.opacity == 1 && $0.transform.isIdentity })
    }
}
