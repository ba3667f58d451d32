#import "Dynamic.h"

@implementation SettingsViewController
- (IBAction)toggle:(UISwitch *)sender {
    [IQKeyboardManager sharedManager].enable = sender.on;
}
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    if (self.chatMode) [[IQKeyboardManager sharedManager] setEnable:NO];
    dispatch_async(dispatch_get_main_queue(), ^{
        [IQKeyboardManager sharedManager].enableAutoToolbar = NO;
    });
}
+ (void)disableIQKeyboard {
    [[IQKeyboardManager sharedManager] setEnable:NO];
}
@end
