#import "AppDelegate.h"

@interface ChatViewController : UIViewController
@end
@interface LegacyWebViewController : UIViewController
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [[IQKeyboardManager sharedManager].disabledDistanceHandlingClasses addObject:[ChatViewController class]];
    [[[IQKeyboardManager sharedManager] disabledToolbarClasses] addObject:NSClassFromString(@"LegacyWebViewController")];
    [[IQKeyboardManager sharedManager].disabledDistanceHandlingClasses removeObject:[UITableViewController class]];
    [[IQKeyboardManager sharedManager].touchResignedGestureIgnoreClasses removeAllObjects];
    [[IQKeyboardManager sharedManager].toolbarPreviousNextAllowedClasses addObjectsFromArray:@[[UIStackView class]]];
    return YES;
}

@end
