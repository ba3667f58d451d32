#import "AppDelegate.h"
#import <IQKeyboardManager/IQKeyboardManager.h>

#define KEYBOARD_GAP 16

@implementation AppDelegate

+ (void)load {
    [IQKeyboardManager sharedManager].enableAutoToolbar = NO;
}

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    IQKeyboardManager *manager = [IQKeyboardManager sharedManager];
    manager.keyboardDistanceFromTextField = KEYBOARD_GAP;
    [manager setShouldResignOnTouchOutside:YES];
    [[IQKeyboardManager sharedManager] setToolbarManageBehaviour:IQAutoToolbarByTag];
    [IQKeyboardManager sharedManager].previousNextDisplayMode = IQPreviousNextDisplayModeAlwaysHide;
    /* [[IQKeyboardManager sharedManager] setEnable:NO]; */
    return YES;
}

@end
