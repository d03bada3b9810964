import NibContract
import NibDocument
import NibLayout

/// `hidden-arranged-view-conflict`: a hidden arranged view's required size fights its collapse.
public struct HiddenArrangedViewConflictRule: Rule {
    /// The rule, configured by the validator that runs it.
    public init() {}

    /// What the rule checks and promises, with the examples that must and must not trigger it.
    public static let description = RuleDescription(
        id: "hidden-arranged-view-conflict", severity: .warning,
        summary: "A hidden arranged view's size can give way when the stack view collapses it",
        explanation: """
            A stack view collapses a hidden arranged view with a required constraint of its own \
            (UISV-hiding: size 0 along the axis). A required size on the view fights it: UIKit logs \
            "Unable to simultaneously satisfy constraints", breaks one of them and carries on, and \
            Interface Builder shows the view at full size and flags nothing. The layout is as \
            intended, but the log hides real conflicts; a size at priority 999 says what is meant. \
            Views hidden only at run time count too: a stopped activity indicator that hides when \
            stopped, and a view whose outlet its owner's code may hide (isHidden set to anything \
            but false), unless that code also collapses the size constraint through an outlet \
            (sets its constant to 0 or deactivates it), except in a cell a XIB's table or \
            collection view embeds, which UIKit never makes. A size no size class installs never \
            fights. Not on macOS, where NSStackView \
            detaches a hidden view.
            """,
        triggering: [
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CommentsViewController">
                    <connections>
                        <outlet property="view" destination="Cv1-aa-001" id="Co1-aa-001"/>
                    </connections>
                </placeholder>
                \(HiddenArrangedViewConflictRule.collapsedCommentsStack(in: (#"<view contentMode="scaleToFill" id="Cv1-aa-001">"#, "</view>"), height: "896", marked: true))
                """, note: "the same stack and band in a view controller's view, which the window holds at the screen's size: the stack must fill what the band leaves, and its collapse fights that"),
            RuleExample(HiddenArrangedViewConflictRule.hiddenIndicator(width: #"↓<constraint firstAttribute="width" constant="16" id="Hw1-aa-001"/>"#), note: "pocket-casts-ios EpisodeCell.xib: a hidden 16-pt indicator in a horizontal stack"),
            RuleExample("""
                <view id="Hv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <subviews>
                        <stackView spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="Hs1-aa-001">
                            <rect key="frame" x="16" y="12" width="343" height="20.5"/>
                            <subviews>
                                <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="YES" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="Ha1-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="16" height="20.5"/>
                                    <constraints>
                                        ↓<constraint firstAttribute="width" constant="16" id="Hw1-aa-001"/>
                                    </constraints>
                                </activityIndicatorView>
                                <label text="Episode" translatesAutoresizingMaskIntoConstraints="NO" id="Hl1-aa-001">
                                    <rect key="frame" x="21" y="0.0" width="322" height="20.5"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Hs1-aa-001" firstAttribute="leading" secondItem="Hv1-aa-001" secondAttribute="leading" constant="16" id="Hc1-aa-001"/>
                        <constraint firstAttribute="trailing" secondItem="Hs1-aa-001" secondAttribute="trailing" constant="16" id="Hc2-aa-001"/>
                        <constraint firstItem="Hs1-aa-001" firstAttribute="top" secondItem="Hv1-aa-001" secondAttribute="top" constant="12" id="Hc3-aa-001"/>
                    </constraints>
                </view>
                """, note: "pocket-casts-ios EpisodeCell.xib: a stopped activity indicator, which Interface Builder shows and run time hides"),
            RuleExample("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoadTransactionsHistoryViewController">
                    <connections>
                        <outlet property="view" destination="Hv1-aa-001" id="Ho1-aa-001"/>
                    </connections>
                </placeholder>
                <view id="Hv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="70"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="Hn1-aa-001">
                            <rect key="frame" x="6" y="20" width="369" height="50"/>
                            <subviews>
                                <stackView alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="Hs1-aa-001">
                                    <rect key="frame" x="0.0" y="7" width="369" height="36"/>
                                    <subviews>
                                        <stackView hidden="YES" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="Hs2-aa-001">
                                            <rect key="frame" x="184.5" y="0.0" width="0.0" height="36"/>
                                            <subviews>
                                                <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="Hb1-aa-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="0.0" height="36"/>
                                                    <state key="normal" title="Load more"/>
                                                </button>
                                            </subviews>
                                        </stackView>
                                        <label text="History" translatesAutoresizingMaskIntoConstraints="NO" id="Hl1-aa-001">
                                            <rect key="frame" x="0.0" y="0.0" width="369" height="20.5"/>
                                        </label>
                                    </subviews>
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Hs1-aa-001" firstAttribute="leading" secondItem="Hn1-aa-001" secondAttribute="leading" id="Hc1-aa-001"/>
                                <constraint firstAttribute="trailing" secondItem="Hs1-aa-001" secondAttribute="trailing" id="Hc2-aa-001"/>
                                <constraint firstItem="Hs1-aa-001" firstAttribute="centerY" secondItem="Hn1-aa-001" secondAttribute="centerY" id="Hc3-aa-001"/>
                                <constraint firstAttribute="height" constant="50" id="Hc4-aa-001"/>
                                ↓<constraint firstItem="Hb1-aa-001" firstAttribute="centerX" secondItem="Hn1-aa-001" secondAttribute="centerX" id="Hc5-aa-001"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Hn1-aa-001" firstAttribute="trailing" secondItem="Hv1-aa-001" secondAttribute="trailing" id="Hc6-aa-001"/>
                        <constraint firstItem="Hn1-aa-001" firstAttribute="bottom" secondItem="Hv1-aa-001" secondAttribute="bottom" id="Hc7-aa-001"/>
                        <constraint firstItem="Hn1-aa-001" firstAttribute="top" secondItem="Hv1-aa-001" secondAttribute="top" constant="20" id="Hc8-aa-001"/>
                        <constraint firstItem="Hn1-aa-001" firstAttribute="leading" secondItem="Hv1-aa-001" secondAttribute="leading" constant="6" id="Hc9-aa-001"/>
                    </constraints>
                </view>
                """, note: "lumenshine LoadTransactionsHistoryViewController.xib: a button filling a hidden stack, centred on its container; the centring fights the collapse, not the container's edges"),
            RuleExample("""
                <view id="Hv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <subviews>
                        <stackView distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="Hs1-aa-001">
                            <rect key="frame" x="16" y="8" width="84" height="28"/>
                            <subviews>
                                <imageView hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Hi1-aa-001">
                                    <rect key="frame" x="0.0" y="0.0" width="28" height="28"/>
                                    <constraints>
                                        ↓<constraint firstAttribute="width" constant="28" id="Hw1-aa-001"/>
                                    </constraints>
                                </imageView>
                                <imageView hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Hi2-aa-001">
                                    <rect key="frame" x="28" y="0.0" width="28" height="28"/>
                                </imageView>
                                <imageView hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Hi3-aa-001">
                                    <rect key="frame" x="56" y="0.0" width="28" height="28"/>
                                </imageView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Hi2-aa-001" firstAttribute="width" secondItem="Hi1-aa-001" secondAttribute="width" id="He1-aa-001"/>
                                <constraint firstItem="Hi3-aa-001" firstAttribute="width" secondItem="Hi2-aa-001" secondAttribute="width" id="He2-aa-001"/>
                                <constraint firstAttribute="height" constant="28" id="Hh1-aa-001"/>
                            </constraints>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Hs1-aa-001" firstAttribute="leading" secondItem="Hv1-aa-001" secondAttribute="leading" constant="16" id="Hc1-aa-001"/>
                        <constraint firstItem="Hs1-aa-001" firstAttribute="top" secondItem="Hv1-aa-001" secondAttribute="top" constant="8" id="Hc3-aa-001"/>
                    </constraints>
                </view>
                """, note: "entourage-ios Neighborhood.storyboard: a row of hidden badges, one 28 pt wide and each as wide as the next; one finding, at the constant width, for the conflicts of every badge"),
            RuleExample(HiddenArrangedViewConflictRule.rowHidingItsBadge(width: #"↓<constraint firstAttribute="width" constant="16" id="Hw1-aa-001"/>"#),
                        note: "a badge the row's class hides through its outlet: at run time the stack collapses it against its width",
                        project: ["EpisodeRow.swift": HiddenArrangedViewConflictRule.episodeRow(update: "badge.isHidden = !isNew")]),
            RuleExample(HiddenArrangedViewConflictRule.rowHidingItsBadge(width: #"↓<constraint firstAttribute="width" constant="16" id="Hw1-aa-001"/>"#),
                        note: "the same in Objective-C: self.badge.hidden = !isNew",
                        project: ["EpisodeRow.m": "@interface EpisodeRow : UIViewController\n@property (weak, nonatomic) IBOutlet UIImageView *badge;\n@end\n@implementation EpisodeRow\n- (void)show:(BOOL)isNew {\n    self.badge.hidden = !isNew;\n}\n@end\n"]),
            RuleExample(HiddenArrangedViewConflictRule.rowHidingItsBadge(width: #"↓<constraint firstAttribute="width" constant="16" id="Hw1-aa-001"/>"#)
                            .replacingOccurrences(of: #"<outlet property="view""#, with: #"<outlet property="badgeWidth" destination="Hw1-aa-001" id="Ho3-aa-001"/><outlet property="view""#),
                        note: "MirrorFly's ChatViewParentMessageCell: the code activates the size it then hides the view against",
                        project: ["EpisodeRow.swift": "import UIKit\nclass EpisodeRow: UIViewController {\n    @IBOutlet var badge: UIImageView!\n    @IBOutlet var badgeWidth: NSLayoutConstraint!\n    func show(isNew: Bool) {\n        badgeWidth.isActive = true\n        badge.isHidden = !isNew\n    }\n}\n"]),
            RuleExample(HiddenArrangedViewConflictRule.rowHidingItsBadge(width: #"↓<constraint firstAttribute="width" constant="16" id="Hw1-aa-001"/>"#)
                            .replacingOccurrences(of: "</imageView>", with: HiddenArrangedViewConflictRule.installation(
                                of: "Hw1-aa-001", ["default": "exclude", "widthClass=compact": "include"]) + "</imageView>"),
                        note: "a width only compact width installs: there it fights the collapse",
                        project: ["EpisodeRow.swift": HiddenArrangedViewConflictRule.episodeRow(update: "badge.isHidden = !isNew")]),
        ],
        nonTriggering: [
            RuleExample(HiddenArrangedViewConflictRule.rowHidingItsBadge(width: #"<constraint firstAttribute="width" constant="16" id="Hw1-aa-001"/>"#)
                            .replacingOccurrences(of: "</imageView>", with: HiddenArrangedViewConflictRule.installation(
                                of: "Hw1-aa-001", ["default": "exclude", "widthClass=compact": "exclude"]) + "</imageView>"),
                        note: "ci2go's BuildTableViewCell.xib: a width the base size class leaves out and no variation installs",
                        project: ["EpisodeRow.swift": HiddenArrangedViewConflictRule.episodeRow(update: "badge.isHidden = !isNew")]),
            RuleExample("""
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="FeedPostCommentsCell" id="Ce1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="20.5"/>
                    \(HiddenArrangedViewConflictRule.collapsedCommentsStack(in: (#"<tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="Ce1-aa-001" id="Cv1-aa-001">"#, "</tableViewCellContentView>"), height: "20.5", marked: false))
                </tableViewCell>
                """, note: "Amity's FeedPostCommentsCell: both comment labels hidden collapse the stack, and the cell, saved 20.5 tall, takes the 20 its content gives: no conflict on a device, where nothing holds a cell at its saved height"),
            RuleExample("""
                <collectionView clipsSubviews="YES" translatesAutoresizingMaskIntoConstraints="NO" dataMode="prototypes" id="Cv1-aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                    <cells>
                        <collectionViewCell reuseIdentifier="WordCell" id="Cc1-aa-001" customClass="WordCell" customModuleProvider="target">
                            <rect key="frame" x="0.0" y="0.0" width="114" height="60"/>
                            <collectionViewCellContentView key="contentView" id="Ck1-aa-001">
                                <rect key="frame" x="0.0" y="0.0" width="114" height="60"/>
                                <subviews>
                                    <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="Hs1-aa-001">
                                        <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
                                        <subviews>
                                            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="Hi1-aa-001">
                                                <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="24" id="Hh1-aa-001"/>
                                                </constraints>
                                            </imageView>
                                        </subviews>
                                    </stackView>
                                </subviews>
                            </collectionViewCellContentView>
                            <connections>
                                <outlet property="badge" destination="Hi1-aa-001" id="Ho1-aa-001"/>
                            </connections>
                        </collectionViewCell>
                    </cells>
                </collectionView>
                """, note: "unstoppable-ios-app's ConfirmWordsViewController.xib: a cell a XIB's collection view embeds is never made (the code registers the cell's own nib)",
                        project: ["WordCell.swift": "import UIKit\nclass WordCell: UICollectionViewCell {\n    @IBOutlet var badge: UIImageView!\n    func show(isNew: Bool) {\n        badge.isHidden = !isNew\n    }\n}\n"]),
            RuleExample(HiddenArrangedViewConflictRule.rowHidingItsBadge(width: #"<constraint firstAttribute="width" constant="16" priority="999" id="Hw1-aa-001"/>"#),
                        note: "the badge's width gives way when the code hides it",
                        project: ["EpisodeRow.swift": HiddenArrangedViewConflictRule.episodeRow(update: "badge.isHidden = !isNew")]),
            RuleExample("""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                    <objects>
                        <customObject id="-2" userLabel="File's Owner" customClass="EpisodeRow">
                            <connections>
                                <outlet property="badge" destination="Hi1-aa-001" id="Ho1-aa-001"/>
                            </connections>
                        </customObject>
                        <stackView distribution="fill" orientation="horizontal" alignment="centerY" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="Hs1-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="20"/>
                            <subviews>
                                <imageView translatesAutoresizingMaskIntoConstraints="NO" id="Hi1-aa-001">
                                    <rect key="frame" x="0.0" y="2" width="16" height="16"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="16" id="Hw1-aa-001"/>
                                    </constraints>
                                </imageView>
                            </subviews>
                        </stackView>
                    </objects>
                </document>
                """, note: "ProtonVPN's macOS server rows: NSStackView detaches a hidden view rather than collapse it",
                        project: ["EpisodeRow.swift": "import Cocoa\nclass EpisodeRow: NSViewController {\n    @IBOutlet var badge: NSImageView!\n    func show(isNew: Bool) {\n        badge.isHidden = !isNew\n    }\n}\n"]),
            RuleExample(HiddenArrangedViewConflictRule.rowHidingItsBadge(width: #"<constraint firstAttribute="width" constant="16" id="Hw1-aa-001"/>"#)
                            .replacingOccurrences(of: #"<outlet property="view""#, with: #"<outlet property="badgeWidth" destination="Hw1-aa-001" id="Ho3-aa-001"/><outlet property="view""#),
                        note: "MirrorFly's SenderDocumentsTableViewCell: the code zeroes the badge's width as it hides it",
                        project: ["EpisodeRow.swift": "import UIKit\nclass EpisodeRow: UIViewController {\n    @IBOutlet var badge: UIImageView!\n    @IBOutlet var badgeWidth: NSLayoutConstraint!\n    func show(isNew: Bool) {\n        badge.isHidden = !isNew\n        if isNew { badgeWidth.constant = 16 } else { badgeWidth.constant = 0 }\n    }\n}\n"]),
            RuleExample(HiddenArrangedViewConflictRule.rowHidingItsBadge(width: #"<constraint firstAttribute="width" constant="16" id="Hw1-aa-001"/>"#)
                            .replacingOccurrences(of: #"<outlet property="view""#, with: #"<outlet property="badgeWidth" destination="Hw1-aa-001" id="Ho3-aa-001"/><outlet property="view""#),
                        note: "the same in Objective-C: self.badgeWidth.constant = 0",
                        project: ["EpisodeRow.m": "@interface EpisodeRow : UIViewController\n@property (weak, nonatomic) IBOutlet UIImageView *badge;\n@property (weak, nonatomic) IBOutlet NSLayoutConstraint *badgeWidth;\n@end\n@implementation EpisodeRow\n- (void)hideBadge {\n    self.badge.hidden = YES;\n    self.badgeWidth.constant = 0;\n}\n@end\n"]),
            RuleExample(HiddenArrangedViewConflictRule.rowHidingItsBadge(width: #"<constraint firstAttribute="width" constant="16" id="Hw1-aa-001"/>"#),
                        note: "MirrorFly's CustomChatTagsCell: the code hides another view's own subview of the outlet's name",
                        project: ["EpisodeRow.swift": "import UIKit\nclass TagButton: UIButton {\n    var badge: UIImageView?\n}\nclass EpisodeRow: UIViewController {\n    @IBOutlet var badge: UIImageView!\n    @IBOutlet var deleteButton: TagButton!\n    func show(isNew: Bool) {\n        deleteButton.badge?.isHidden = true\n    }\n}\n"]),
            RuleExample(HiddenArrangedViewConflictRule.rowHidingItsBadge(width: #"<constraint firstAttribute="width" constant="16" id="Hw1-aa-001"/>"#),
                        note: "safe-ios-legacy's TransactionConfirmationView: the code only shows the badge",
                        project: ["EpisodeRow.swift": HiddenArrangedViewConflictRule.episodeRow(update: "badge.isHidden = false")]),
            RuleExample(HiddenArrangedViewConflictRule.rowHidingItsBadge(width: #"<constraint firstAttribute="width" constant="16" id="Hw1-aa-001"/>"#),
                        note: "no code hides the badge",
                        project: ["EpisodeRow.swift": HiddenArrangedViewConflictRule.episodeRow(update: "badge.alpha = isNew ? 1 : 0")]),
            RuleExample(HiddenArrangedViewConflictRule.hiddenIndicator(width: #"<constraint firstAttribute="width" constant="16" placeholder="YES" id="Hw1-aa-001"/>"#), note: "safe-ios TotalBalanceView.xib: a placeholder size, removed at build time"),
            RuleExample(HiddenArrangedViewConflictRule.hiddenIndicator(width: #"<constraint firstAttribute="width" constant="16" priority="999" id="Hw1-aa-001"/>"#)),
        ])

    /// A row of a stack: a hidden 16-pt indicator, its width constraint `width`, and a label.
    /// Two hidden labels in a vertical stack 5 pt below the top of `root`'s view, and a 10-pt
    /// band 5 pt below the stack, at the bottom: saved where the stack is 0.5 tall, which the
    /// collapse makes 0. `root` is the element around it: a cell's content view, or a view.
    static func collapsedCommentsStack(in root: (open: String, close: String), height: String, marked: Bool) -> String {
        """
        \(root.open)
            <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="Cs1-aa-001">
                    <rect key="frame" x="16" y="5" width="382" height="0.5"/>
                    <subviews>
                        <label hidden="YES" opaque="NO" text="" translatesAutoresizingMaskIntoConstraints="NO" id="Cl1-aa-001">
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        </label>
                        <label hidden="YES" opaque="NO" text="" translatesAutoresizingMaskIntoConstraints="NO" id="Cl2-aa-001">
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        </label>
                    </subviews>
                </stackView>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Cb1-aa-001">
                    <rect key="frame" x="0.0" y="10.5" width="414" height="10"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="10" id="Cc1-aa-001"/>
                    </constraints>
                </view>
            </subviews>
            <constraints>
                \(marked ? "↓" : "")<constraint firstItem="Cs1-aa-001" firstAttribute="top" secondItem="Cv1-aa-001" secondAttribute="top" constant="5" id="Cc2-aa-001"/>
                <constraint firstItem="Cs1-aa-001" firstAttribute="leading" secondItem="Cv1-aa-001" secondAttribute="leading" constant="16" id="Cc3-aa-001"/>
                <constraint firstAttribute="trailing" secondItem="Cs1-aa-001" secondAttribute="trailing" constant="16" id="Cc4-aa-001"/>
                <constraint firstItem="Cb1-aa-001" firstAttribute="top" secondItem="Cs1-aa-001" secondAttribute="bottom" constant="5" id="Cc5-aa-001"/>
                <constraint firstItem="Cb1-aa-001" firstAttribute="leading" secondItem="Cv1-aa-001" secondAttribute="leading" id="Cc6-aa-001"/>
                <constraint firstAttribute="trailing" secondItem="Cb1-aa-001" secondAttribute="trailing" id="Cc7-aa-001"/>
                <constraint firstAttribute="bottom" secondItem="Cb1-aa-001" secondAttribute="bottom" id="Cc8-aa-001"/>
            </constraints>
        \(root.close)
        """
    }

    static func hiddenIndicator(width: String) -> String {
        """
        <view id="Hv1-aa-001">
            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
            <subviews>
                <stackView spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="Hs1-aa-001">
                    <rect key="frame" x="16" y="12" width="343" height="20.5"/>
                    <subviews>
                        <imageView hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Hi1-aa-001">
                            <rect key="frame" x="-16" y="0.0" width="16" height="20.5"/>
                            <constraints>
                                \(width)
                            </constraints>
                        </imageView>
                        <label text="Episode" translatesAutoresizingMaskIntoConstraints="NO" id="Hl1-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="343" height="20.5"/>
                        </label>
                    </subviews>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="Hs1-aa-001" firstAttribute="leading" secondItem="Hv1-aa-001" secondAttribute="leading" constant="16" id="Hc1-aa-001"/>
                <constraint firstAttribute="trailing" secondItem="Hs1-aa-001" secondAttribute="trailing" constant="16" id="Hc2-aa-001"/>
                <constraint firstItem="Hs1-aa-001" firstAttribute="top" secondItem="Hv1-aa-001" secondAttribute="top" constant="12" id="Hc3-aa-001"/>
            </constraints>
        </view>
        """
    }

    /// A row whose File's Owner, `EpisodeRow`, reaches a visible 16-pt badge arranged in a stack
    /// through the outlet `badge`; `width` is the badge's width constraint.
    static func rowHidingItsBadge(width: String) -> String {
        """
        <customObject id="-2" userLabel="File's Owner" customClass="EpisodeRow">
            <connections>
                <outlet property="badge" destination="Hi1-aa-001" id="Ho1-aa-001"/>
                <outlet property="view" destination="Hv1-aa-001" id="Ho2-aa-001"/>
            </connections>
        </customObject>
        """ + hiddenIndicator(width: width).replacingOccurrences(of: #"<imageView hidden="YES" "#, with: "<imageView ")
    }

    /// The variations of a view that install or leave out its constraint `id`, by size class
    /// (`["default": "exclude", "widthClass=compact": "include"]`), in a fixed order.
    static func installation(of id: String, _ marks: [String: String]) -> String {
        marks.sorted { $0.key < $1.key }.map { key, mark in
            #"<variation key="\#(key)"><mask key="constraints"><\#(mark) reference="\#(id)"/></mask></variation>"#
        }.joined()
    }

    /// `EpisodeRow`, which runs `update` on its outlet `badge` when it shows an episode.
    static func episodeRow(update: String) -> String {
        "import UIKit\nclass EpisodeRow: UIViewController {\n    @IBOutlet var badge: UIImageView!\n    func show(isNew: Bool) {\n        \(update)\n    }\n}\n"
    }

    /// The ids of the views, and of every view inside them.
    static func subtree(of ids: [String], in document: Document) -> Set<String> {
        var result = Set(ids)
        for id in ids {
            guard let view = document.element(withID: id) else { continue }
            for element in view.descendants { if let inner = element.id { result.insert(inner) } }
        }
        return result
    }

    public func check(_ document: Document, facts: DocumentFacts, context: ValidationContext, findings: inout [Finding]) {
        var seen = Set<String>()
        // One finding per cause: hidden views tied by equal sizes (entourage-ios's row of ten
        // hidden badges, one 28 pt wide and each as wide as the next) fight the collapse in as
        // many conflicts as there are views, all through the one constant size. Conflicts that
        // share a constraint of the file are one cause; its finding goes to a constant size when
        // one of them has it, as lowering that one settles them all.
        var causes: [(constraints: Set<Element>, at: Constraint, text: String, hidden: Element?, others: Int)] = []
        for root in facts.layout.roots {
            for conflict in root.solution.conflicts where conflict.all.contains(where: \.isStackViewHiding) {
                // A placeholder constraint (Interface Builder's "Remove at build time") is not in
                // the built nib, so it fights nothing at run time (safe-ios's TotalBalanceView).
                if conflict.all.contains(where: { $0.nibConstraint?.element[attribute: "placeholder"] == "YES" }) { continue }
                // A conflict with the canvas size of a root nothing holds at that size (a cell,
                // which takes the height its content gives; a view the code places) is not one at
                // run time (Amity's FeedPostCommentsCell: its hidden labels collapse the stack,
                // and the cell, saved 0.5 pt taller, shrinks).
                if !root.sizeIsFixed, conflict.all.contains(where: \.isRootSize) { continue }
                // At the constraint that fights the collapse (the one to lower): one that ties the
                // hidden view's subtree to a view outside it (lumenshine: a button inside a hidden
                // stack centred on the safe area; lowering the container's edge instead would let
                // the whole header collapse), else one of the hidden view's own, else one inside
                // it, else the first of the file's.
                let hidden = Set(conflict.all.flatMap(\.hiddenArrangedViewIDs))
                let subtree = HiddenArrangedViewConflictRule.subtree(of: Array(hidden), in: document)
                let fromFile = conflict.all.filter { $0.nibConstraint != nil }
                let crossing = fromFile.first { description in
                    description.viewIDs.contains(where: subtree.contains) && !description.viewIDs.allSatisfy(subtree.contains)
                }
                let own = fromFile.first { !hidden.isDisjoint(with: $0.viewIDs) }
                let inside = fromFile.first { !subtree.isDisjoint(with: $0.viewIDs) }
                guard let at = (crossing ?? own ?? inside ?? fromFile.first)?.nibConstraint else { continue }
                let text = conflict.all.first { $0.nibConstraint?.element == at.element }?.text ?? at.id ?? "?"
                let constraints = Set(fromFile.compactMap { $0.nibConstraint?.element })
                // The hidden view the message names: the first in the file (habitica-ios's guild
                // screen: the finding sits on a scroll view's edge, far from the hidden button).
                let hiddenView = hidden.compactMap { document.element(withID: $0) }.min { $0.documentIndex < $1.documentIndex }
                if let index = causes.firstIndex(where: { !$0.constraints.isDisjoint(with: constraints) }) {
                    causes[index].constraints.formUnion(constraints)
                    causes[index].others += 1
                    if causes[index].at.secondItem != nil, at.secondItem == nil { (causes[index].at, causes[index].text) = (at, text) }
                } else {
                    causes.append((constraints, at, text, hiddenView, 0))
                }
            }
        }
        for (_, at, text, hiddenView, others) in causes where seen.insert("\(at.element.line):\(at.element.column)").inserted {
            let also = others == 0 ? "" : ", and \(others) more conflict\(others == 1 ? "" : "s") through it"
            let named = hiddenView.map { view in
                " \(view.customClass ?? view.baseClassName ?? view.name):\(view.id ?? "?") (line \(view.line))"
            } ?? ""
            findings.append(Finding(
                at.element,
                "\(text) fights the stack view's collapse of the hidden arranged view\(named) (UISV-hiding)\(also); UIKit logs \"Unable to simultaneously satisfy constraints\" and breaks one",
                hint: "give this constraint priority 999, so the stack view can collapse the view without a conflict"))
        }
        // Arranged views Interface Builder shows, so the layout above lays them out, that are
        // hidden at run time and collapse against a required size of their own along the stack's
        // axis: a stopped activity indicator that hides when stopped, and a view whose outlet
        // the owner's code sets `isHidden` on (`badge.isHidden = !isNew`).
        // AppKit's NSStackView detaches a hidden view (detachesHiddenViews) instead of
        // collapsing it: nothing fights there.
        guard document.platform == .iOS || document.platform == .tvOS else { return }
        let hiders = context.project?.outletsHiddenByCode(in: document) ?? [:]
        var collapsed: Set<String>?
        var installedNowhere: Set<String>?
        for stack in document.elements(named: "stackView") where !HiddenArrangedViewConflictRule.isInEmbeddedXIBCell(stack) {
            let along = stack[attribute: "axis"] == "vertical" ? "height" : "width"
            guard let arranged = stack.child(named: "subviews") else { continue }
            for view in arranged.children {
                let when: String, what: String
                if view[attribute: "hidden"] == "YES" && LayoutRoot.isStoppedActivityIndicator(view) {
                    (what, when) = ("the stopped activity indicator \(view.id ?? "?")", "at run time, where it is hidden")
                } else if view[attribute: "hidden"] != "YES", let id = view.id, let outlet = hiders[id] {
                    (what, when) = ("\(view.customClass ?? view.baseClassName ?? view.name):\(id)", "when the code hides it (it sets isHidden through the outlet '\(outlet)')")
                } else {
                    continue
                }
                for constraint in view.constraints where constraint.element[attribute: "firstAttribute"] == along && constraint.secondItem == nil
                    && constraint.priority == .required && constraint.relation != .lessThanOrEqual && constraint.constant > 0
                    && constraint.element[attribute: "placeholder"] != "YES" {
                    // A size no size class installs (ci2go's build cell keeps two retired widths
                    // of each icon, left out of every size class): it never fights.
                    if let id = constraint.element.id {
                        if installedNowhere == nil { installedNowhere = SizeClassInstallation.constraintsInstalledNowhere(in: document) }
                        if installedNowhere?.contains(id) == true { continue }
                    }
                    // A size the code itself zeroes or deactivates, as it hides the view.
                    if view[attribute: "hidden"] != "YES", let id = constraint.element.id {
                        if collapsed == nil { collapsed = context.project?.constraintsCollapsedByCode(in: document) ?? [] }
                        if collapsed?.contains(id) == true { continue }
                    }
                    guard seen.insert("\(constraint.element.line):\(constraint.element.column)").inserted else { continue }
                    findings.append(Finding(
                        constraint.element,
                        "the required \(along) \(LayoutFormat.number(constraint.constant)) of \(what) fights the stack view's collapse of it \(when) (UISV-hiding); UIKit logs \"Unable to simultaneously satisfy constraints\" and breaks one",
                        hint: "give this constraint priority 999, so the stack view can collapse the view without a conflict"))
                }
            }
        }
    }

    /// Whether `element` sits in a cell that a XIB's table or collection view embeds. UIKit
    /// registers embedded cells only from storyboards, so a XIB's is never made, and the code
    /// registers the cell it dequeues itself (unstoppable-ios-app's ConfirmWordsViewController.xib:
    /// a collection view's embedded cell, whose class's own nib the code registers under the same
    /// identifier; that nib's cell is the one that fights).
    static func isInEmbeddedXIBCell(_ element: Element) -> Bool {
        guard element.document.kind == .xib else { return false }
        return element.ancestors.contains { ancestor in
            ["collectionViewCell", "tableViewCell", "collectionReusableView"].contains(ancestor.name)
                && ["cells", "prototypes"].contains(ancestor.parent?.name ?? "")
                || ancestor.name == "collectionReusableView" && ancestor.key.map { $0.hasPrefix("section") } == true
        }
    }
}
