// The playground's host for the tutorial's HUD: shows it, and hides it after 6 s of scene time (the demo's button
// press), the one file written for the playground.
import UIKit

func makeScene(root: UIView) {
    root.backgroundColor = UIColor(white: 0.93, alpha: 1)
    let hud = CCWormHUD(presentingView: root, style: .large)
    hud.startLoadingWormHUD()
    DispatchQueue.scene.asyncAfter(deadline: .now() + 6) {
        hud.endLoadingWormHUD()
    }
}
