#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// A banner from the app's Objective-C days. Objective-C classes need no module in a nib.
@interface LegacyBanner : UIView
@property (nonatomic, weak) IBOutlet UILabel *messageLabel;
// @property (nonatomic, weak) IBOutlet UILabel *oldLabel;   (commented out: not declared)
@end

NS_ASSUME_NONNULL_END
