#import "Login.h"

@implementation LoginViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.returnKeyHandler = [[IQKeyboardReturnKeyHandler alloc] initWithViewController:self];
    self.returnKeyHandler.lastTextFieldReturnKeyType = UIReturnKeyDone;
}
@end
