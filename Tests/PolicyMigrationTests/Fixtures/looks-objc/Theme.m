#import "Theme.h"

@implementation AppDelegate
- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [IQKeyboardManager sharedManager].toolbarTintColor = [UIColor redColor];
    [IQKeyboardManager sharedManager].toolbarDoneBarButtonItemText = @"OK";
    [[IQKeyboardManager sharedManager] setShouldPlayInputClicks:NO];
    [IQKeyboardManager sharedManager].preventShowingBottomBlankSpace = NO;
    [[IQKeyboardManager sharedManager] goNext];
    return YES;
}
@end
