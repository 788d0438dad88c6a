import type { CourseContent } from "~/content/courses";

/** Developing with AWS (/services/aws-development): six weeks. */
export const awsDevelopmentContent: CourseContent = {
  overview:
    "A developer's course in building applications on AWS. You write code against the AWS SDKs, build serverless APIs, store data, secure your application and automate deployments, one working project at a time.",
  outcomes: [
    "Call AWS services from code with the AWS SDKs and CLI",
    "Authenticate and authorize applications securely with IAM",
    "Store and query data with Amazon S3 and Amazon DynamoDB",
    "Build serverless APIs with AWS Lambda and Amazon API Gateway",
    "Connect services with queues, notifications and events",
    "Automate builds and deployments, and monitor and debug applications",
  ],
  modules: [
    { title: "Developer Tools and SDKs", description: "Setting up the AWS CLI and SDKs, credentials and your development environment." },
    { title: "Security for Developers", description: "IAM roles for applications, least privilege and managing secrets." },
    { title: "Working With Data", description: "Amazon S3 for files and Amazon DynamoDB for fast, scalable application data." },
    { title: "Serverless Applications", description: "AWS Lambda functions and REST APIs with Amazon API Gateway." },
    { title: "Event-Driven Architecture", description: "Amazon SQS, Amazon SNS and Amazon EventBridge to connect services reliably." },
    {
      title: "Deploy, Monitor and Debug",
      description: "Infrastructure as code, CI/CD pipelines, logging and tracing in a capstone project.",
    },
  ],
  audience: [
    "Software developers moving applications to the cloud",
    "Back-end and full-stack engineers new to AWS",
    "Graduates of AWS Technical Essentials who want to build",
    "Teams modernizing existing applications",
  ],
  prerequisites: "Working knowledge of at least one programming language, such as Python or JavaScript.",
};
