#import "LegacyBanner.h"

/* The class extension keeps the buttons and the action private.
   @interface NotAClass : UIView   <- inside a comment: never read */
@interface LegacyBanner ()
@property (nonatomic, strong) IBOutletCollection(UIButton) NSArray *buttons;
@end

@implementation LegacyBanner

- (IBAction)dismissBanner:(id)sender {
    NSString *note = @"@interface Fake : NSObject";
    (void)note;
    [self removeFromSuperview];
}

@end
