import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { pages } from '@/content/pages';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';

export function AuthPage() {
  return (
    <div className="px-4 py-10 sm:py-16">
      <div className="mx-auto max-w-lg">
        <h1 className="text-center text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{pages.auth.title}</h1>
        <p className="mt-3 text-center text-muted">{pages.auth.lead}</p>
        <Card className="mx-auto mt-8 max-w-md p-5 sm:p-8">
          <Tabs defaultValue="login">
            <TabsList aria-label="Sign in or register">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm idPrefix="login" submitLabel="Sign In" />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm />
            </TabsContent>
          </Tabs>
        </Card>
      </div>
    </div>
  );
}
